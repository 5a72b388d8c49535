/**
 * Puts `text` on the clipboard; answers whether it got there. The Clipboard API exists only in a secure context
 * (HTTPS or localhost): a console served over plain HTTP on an intranet copies through the `copy` command instead,
 * as antd's copyable text does.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return copyByCommand(text);
  }
}

function copyByCommand(text: string): boolean {
  let copied = false;
  const onCopy = (event: ClipboardEvent) => {
    event.preventDefault();
    event.clipboardData?.setData('text/plain', text);
    copied = true;
  };
  document.addEventListener('copy', onCopy, { capture: true });
  try {
    // Deprecated, but the only way to copy outside a secure context.
    document.execCommand('copy');
  } catch {
    // No clipboard at all: the caller says so.
  } finally {
    document.removeEventListener('copy', onCopy, { capture: true });
  }
  return copied;
}
