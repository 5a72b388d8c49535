/** Sentence pieces for posts, video captions and comments. */

export const PLACES = [
  '西湖', '外滩', '鼓浪屿', '洱海', '故宫', '长城', '宽窄巷子', '橘子洲头', '黄山', '泰山', '三亚湾', '大理古城', '丽江', '稻城亚丁',
  '青海湖', '张家界', '乌镇', '平遥古城', '环球影城', '迪士尼', '家楼下的公园', '公司天台', '江边', '海边', '山顶', '小区门口',
];
export const FOODS = [
  '火锅', '小龙虾', '螺蛳粉', '麻辣烫', '烤肉', '寿司', '蛋糕', '奶茶', '煎饼果子', '烧烤', '热干面', '肠粉', '生煎', '羊肉串',
  '酸菜鱼', '牛肉面', '糖葫芦', '咖啡', '披萨', '凉皮', '自己做的早餐', '妈妈包的饺子',
];
export const FEELINGS = [
  '心情超级好', '风好舒服', '美到窒息', '感觉整个人都被治愈了', '拍照根本停不下来', '人有点多但是值得', '下次还要再来', '累并快乐着',
  '突然觉得生活很美好', '随手一拍都是壁纸', '就是有点晒', '推荐大家来', '和想象中一样好', '可惜没带三脚架',
];
export const FOOD_COMMENTS = ['味道绝了', '排队一小时终于吃上了', '性价比超高', '一般般，不推荐', '吃撑了', '减肥明天再说', '人均不到五十', '辣到流泪但是停不下来'];
export const TIMES = ['早上', '中午', '傍晚', '深夜', '周末', '下班后', '雨后', '凌晨'];
export const SCENES = ['晚霞', '日出', '街道', '天空', '江景', '夜景', '云', '月亮', '小猫', '花'];
export const ACTIVITIES = ['健身', '早起', '跑步', '背单词', '练字', '学吉他', '戒糖', '读书', '画画', '早睡'];
export const MOODS = ['坚持就是胜利', '有点想放弃了', '感觉自己变好了', '给自己打个卡', '求监督', '今天状态不错'];
export const ACTIVITIES_TOGETHER = ['爬山', '看电影', '打羽毛球', '逛展', '露营', '骑行', '打篮球', '拼饭', '唱K', '自驾游'];
export const EMOJIS = ['😊', '😂', '🥰', '😍', '👍', '🎉', '🌸', '☀️', '🌙', '🍜', '📷', '✨', '💪', '🐱', '❤️'];
export const TAG_WORDS = ['旅行', '美食', '日常', '摄影', '打卡', '周末', '治愈', '健身', '萌宠', '穿搭'];

export const SPAM_TEXTS = [
  '加V看更多福利，名额有限先到先得', '兼职日结，在家动动手指月入过万', '低价代购各种名牌，私信我', '点击主页链接领取红包',
  '专业刷单，信誉保证', '扫码进群免费领取资料',
];

/**
 * Contact details and ads that users slip into a post, the way they really write them: ids after a
 * marker, numbers with spaces, links to shops, spaced-out or traditional characters. `{wx}` becomes a
 * WeChat id, `{mobile}` a phone number, `{qq}` a QQ number and `{link}` a link to a shop or landing page.
 */
export const CONTACT_LINES = [
  '有需要的加我微信 {wx}', '想要同款的加我微信：{wx}', 'vx：{wx}', '微信号 {wx}，备注来意', '私聊我，vx {wx}', '加v：{wx}',
  '有事打电话 {mobile}', '电话 {mobile}', '同城的朋友可以联系我 {mobile}', '手机 {mobile}（微信同号）',
  'QQ {qq}', '扣扣：{qq}，拉你进群', '感兴趣的加Q号{qq}',
  '详情戳 {link}', '链接在这里 {link}', '下单地址：{link}',
  '想认识的加 微 信', '加V了解一下', '看我主页有惊喜', '私信我发你攻略',
  '免費領取資料，私聊我', '兼職日結，當天到賬', '有需要的加我微信，價格美麗',
];
/** How a phone number is written out: `{a}` the first three digits, `{b}` and `{c}` the next four each. */
export const MOBILE_FORMATS = ['{a} {b} {c}', '{a}-{b}-{c}', '{a}{b}{c}', '{a} {b}{c}'];
/** Hosts of shops and landing pages that ads link to (none on the allow-list, which starts empty). */
export const LINK_HOSTS = ['m.haohuo-tj.cn', 'fuli8.top', 'dy-shop.vip', 'h5.quanyou.xyz', 'lingqu.cc', 'www.tb-zhekou.com'];
/** The start of a made-up WeChat id; digits or a year follow. */
export const WECHAT_HANDLES = ['xiaomei', 'tina', 'haohuo', 'fuli', 'abc', 'meimei', 'lucky', 'daigou', 'kefu', 'zhuanqian'];

/** Abuse: rants and insults, some only rude (送人审), some plain abuse (拦截). */
export const ABUSE_LINES = [
  '楼上的是不是脑残啊', '这种人渣也好意思出来晒', '滚蛋吧你，别在这儿恶心人', '傻逼商家，再也不来了', '废物一个，还天天发',
  '说这种话的人怎么不去死', 'tmd又被放鸽子了，气死', '弱智才会信这种东西', '贱人就是矫情', 'nmsl，别来烦我',
];

/** Gambling, sex and loan-shark ads: every one of them is rejected outright. */
export const VICE_ADS = [
  '澳门首家线上赌场，充值送88%，稳赚不赔', '百家乐内部计划，包中，私信我', '网赌回血群，进群领彩金', '时时彩稳赚不赔，上分下分秒到',
  '同城约炮，裸聊一对一，看我主页', '成人视频免费看，私信我拿链接', '一夜情交友，见面付款', '无抵押贷款，网贷秒批，当天放款',
];

/** Lines that come with a picture an operator later put on 图片黑库: lures, sent to a person rather than rejected. */
export const LURE_CAPTIONS = ['主页有惊喜，私聊我', '同城约吗？看我主页', '福利图，想要更多的私信我', '扫码进群，免费领取'];

export const VIDEO_CAPTIONS = [
  '随手拍的一段', '今日份的快乐', '看到最后有惊喜', '这个转场我练了好久', '记录生活', '治愈系小视频', '一起来看晚霞',
  '周末vlog', '猫主子的日常', '给大家表演一个', '太好看了必须分享', '背景音乐绝了', '第一次尝试拍视频', '慢镜头好有感觉',
];

/** What a video caption sometimes (about 3 %) carries: a contact or an ad, placeholders as in CONTACT_LINES. */
export const CAPTION_ADS = ['完整版加vx：{wx}', '想要同款的私信我', '合作联系 QQ {qq}', '看我主页有惊喜', '兼职日结，在家就能做', '关注后私聊我领福利', '教程链接 {link}'];

export const COMMENTS = [
  '太美了吧！', '求地址', '哈哈哈哈哈', '羡慕了', '这是哪里呀？', '好想去', '楼主好会拍', '看饿了', '已收藏', '冲冲冲', '同款get',
  '沙发', '好可爱', '加油', '绝了', '蹲一个教程', '笑死我了', '好有氛围感', '下次带我', '真好看', '学到了', '支持一下', '太真实了',
  '我也想要', '前排围观', '赞赞赞', '好治愈', '这也太香了', '在哪家店呀', '拍得真好', '是我喜欢的风格', '周末就去', '好励志',
  '一起一起', '我也是这么觉得', '说得太对了', '评论区的人才真多', '路过', '哇塞', '好棒', '顶一下', '有点厉害', '爱了爱了',
  '这个颜色好好看', '多少钱呀', '你是怎么做到的', '第一次见', '想养一只', '楼主加油', '看到就很开心', '同城的举个手',
  '好久没出去玩了', '这不是我家附近吗', '有被可爱到', '收藏从未停止，行动从未开始', '明天就出发', '太会生活了',
];
