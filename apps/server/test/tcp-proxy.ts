import net from 'node:net';

/**
 * A TCP proxy in front of PostgreSQL, to take the database away from a running app and give it
 * back: `stop()` refuses new connections and cuts the open ones, `blackhole()` accepts connections
 * but never answers (a network that swallows packets), `start()` forwards again on the same port.
 */
export class TcpProxy {
  private server: net.Server | null = null;
  private readonly sockets = new Set<net.Socket>();
  private forwarding = true;
  port = 0;

  constructor(
    private readonly targetHost: string,
    private readonly targetPort: number,
  ) {}

  /** Listens on 127.0.0.1 (a free port the first time, the same port afterwards) and forwards. */
  async start(): Promise<void> {
    if (!this.forwarding) this.cutAll();
    this.forwarding = true;
    if (this.server) return;
    const server = net.createServer((client) => this.accept(client));
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    const address = server.address();
    if (address === null || typeof address === 'string') throw new Error('proxy has no TCP address');
    this.port = address.port;
    this.server = server;
  }

  /** Stops listening (new connections are refused) and destroys every open connection. */
  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    this.cutAll();
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** Cuts every open connection; new connections are accepted and then left without an answer. */
  blackhole(): void {
    this.forwarding = false;
    this.cutAll();
  }

  /** The connection string of `databaseUrl` with its host and port replaced by this proxy's. */
  urlFor(databaseUrl: string): string {
    const url = new URL(databaseUrl);
    url.hostname = '127.0.0.1';
    url.port = String(this.port);
    return url.toString();
  }

  private accept(client: net.Socket): void {
    this.track(client);
    client.on('error', () => client.destroy());
    if (!this.forwarding) return;
    const upstream = net.connect(this.targetPort, this.targetHost);
    this.track(upstream);
    upstream.on('error', () => client.destroy());
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
    client.pipe(upstream);
    upstream.pipe(client);
  }

  private track(socket: net.Socket): void {
    this.sockets.add(socket);
    socket.on('close', () => this.sockets.delete(socket));
  }

  private cutAll(): void {
    for (const socket of this.sockets) socket.destroy();
    this.sockets.clear();
  }
}
