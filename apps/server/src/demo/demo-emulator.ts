import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { sellerProfile, TokenAuthority, type IssueTokenOptions, type SellerProfile } from '@seller-helper/wb-emulator';
import type { Config } from '../config.ts';
import type { Logger } from '../logger.ts';

/** The WB stand-in of demo mode, as the rest of the server sees it. */
export interface DemoWb {
  url: string;
  seller: SellerProfile;
  issueToken(options: IssueTokenOptions): string;
  close(): Promise<void>;
}

const cli = fileURLToPath(import.meta.resolve('@seller-helper/wb-emulator').replace(/index\.ts$/, 'cli.ts'));

/** An emulator in a child process of its own, started with the CLI's arguments; answers its URL. */
export async function spawnWbEmulator(args: string[]): Promise<{ url: string; close(): Promise<void> }> {
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', cli, '--port', '0', ...args, '--stop-with-parent'],
    {
      stdio: ['pipe', 'pipe', 'inherit'],
    },
  );
  const url = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /http:\/\/127\.0\.0\.1:\d+/.exec(output);
      if (match) resolve(match[0]);
    });
    child.once('exit', (code) => reject(new Error(`эмулятор WB остановился при запуске (код ${code})`)));
  });
  child.stdout!.resume();
  return {
    url,
    close: async () => {
      if (child.exitCode !== null) return;
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      // Generating a seller's year keeps the child's event loop busy; it may not get to its SIGTERM soon.
      const kill = setTimeout(() => child.kill('SIGKILL'), 2_000);
      await exited;
      clearTimeout(kill);
    },
  };
}

/**
 * The demo's one week that does not reconcile: WB corrects the report four weeks before the newest as
 * the first sync asks for the report list. /reports opens on the four newest weeks, all reconciled;
 * this week is still inside the 35 days a later finance sync reads again, which brings the
 * correction's rows and closes the difference (docs/decisions.md, «The demo's corrected week»).
 */
export const DEMO_CORRECTION_WEEKS_BACK = 4;

/**
 * Demo mode stands WB in with the emulator on a free loopback port. It runs as a child process:
 * generating a year of a seller's data is heavy work that would otherwise stall this server's
 * requests. The seed fixes the seller and the token key, so tokens issued here are the child's own.
 */
export async function startDemoEmulator(config: Config, logger: Logger): Promise<DemoWb> {
  const seed = config.WB_EMULATOR_SEED;
  const { url, close } = await spawnWbEmulator([
    '--seed',
    String(seed),
    '--correction-weeks-back',
    String(DEMO_CORRECTION_WEEKS_BACK),
  ]);
  logger.info({ url }, 'demo WB emulator started');
  const seller = sellerProfile(seed);
  const tokens = new TokenAuthority(seed, seller.sid);
  return { url, seller, issueToken: (options) => tokens.issue(options), close };
}
