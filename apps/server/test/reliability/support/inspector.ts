import WebSocket from 'ws';
import { waitFor, type ServerProcess } from './server-process.ts';

/** `--inspect` on a free loopback port: the process prints the address to connect to. */
export const INSPECT = ['--inspect=127.0.0.1:0'];

interface Paused {
  callFrameId: string;
}

/**
 * The V8 inspector of a server process started with INSPECT, spoken to over its WebSocket as a
 * debugger does. A breakpoint on a line of real code stops the process exactly there, so a test
 * knows for certain what the process has done and not yet done when it is killed.
 */
export class Inspector {
  private nextId = 1;
  private readonly answers = new Map<number, (message: { result?: unknown; error?: unknown }) => void>();
  private readonly scripts = new Map<string, string>();
  private pausedAt?: (paused: Paused) => void;
  /** Settles when the process stops at the breakpoint `breakAt` set. */
  stopped: Promise<Paused> = new Promise(() => undefined);

  private constructor(private readonly socket: WebSocket) {
    socket.on('message', (data: Buffer) => {
      const message = JSON.parse(data.toString()) as {
        id?: number;
        method?: string;
        params?: Record<string, unknown>;
        result?: unknown;
        error?: unknown;
      };
      if (message.id !== undefined) this.answers.get(message.id)?.(message);
      if (message.method === 'Debugger.scriptParsed') {
        this.scripts.set(String(message.params!.url), String(message.params!.scriptId));
      }
      if (message.method === 'Debugger.paused') {
        const [frame] = message.params!.callFrames as { callFrameId: string }[];
        this.pausedAt?.({ callFrameId: frame!.callFrameId });
      }
    });
  }

  /** Connects to the process once it has printed its inspector's address, and enables the debugger. */
  static async attach(server: ServerProcess): Promise<Inspector> {
    const address = () => /Debugger listening on (ws:\/\/\S+)/.exec(server.output())?.[1];
    await waitFor('the inspector address', () => address() !== undefined);
    const socket = new WebSocket(address()!);
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    const inspector = new Inspector(socket);
    // Enabling reports every script already loaded before it answers.
    await inspector.send('Debugger.enable');
    return inspector;
  }

  async send<T = unknown>(method: string, params: Record<string, unknown> = {}): Promise<T> {
    const id = this.nextId++;
    const answer = new Promise<{ result?: unknown; error?: unknown }>((resolve) => this.answers.set(id, resolve));
    this.socket.send(JSON.stringify({ id, method, params }));
    const { result, error } = await answer;
    this.answers.delete(id);
    if (error) throw new Error(`${method}: ${JSON.stringify(error)}`);
    return result as T;
  }

  /**
   * Sets a breakpoint where `code` stands, once, in the loaded script whose URL ends with `file`;
   * `stopped` then answers when the process stops there. tsx runs each file as one long line, so the
   * place is found in the code as it runs, spaces and line breaks aside. With a `condition` (an
   * expression in the frame there) the process stops only on a pass where it holds.
   */
  async breakAt(file: string, code: string, condition?: string): Promise<void> {
    const url = [...this.scripts.keys()].find((u) => u.endsWith(file));
    if (!url) throw new Error(`${file} is not loaded`);
    const scriptId = this.scripts.get(url)!;
    const { scriptSource } = await this.send<{ scriptSource: string }>('Debugger.getScriptSource', { scriptId });
    const pattern = new RegExp(code.trim().split(/\s+/).map(escapeRegExp).join('\\s*'), 'g');
    const found = [...scriptSource.matchAll(pattern)];
    if (found.length !== 1) throw new Error(`${file}: «${code}» stands ${found.length} times`);
    const before = scriptSource.slice(0, found[0]!.index);
    const lineNumber = before.split('\n').length - 1;
    const columnNumber = before.length - (before.lastIndexOf('\n') + 1);
    this.stopped = new Promise<Paused>((resolve) => (this.pausedAt = resolve));
    await this.send('Debugger.setBreakpoint', { location: { scriptId, lineNumber, columnNumber }, condition });
  }

  /** The value of an expression in the paused frame, as JSON. */
  async evaluate(paused: Paused, expression: string): Promise<unknown> {
    const { result } = await this.send<{ result: { value?: unknown } }>('Debugger.evaluateOnCallFrame', {
      callFrameId: paused.callFrameId,
      expression,
      returnByValue: true,
    });
    return result.value;
  }

  close(): void {
    this.socket.terminate();
  }
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
