import { startWbEmulator, type WbEmulator } from '@seller-helper/wb-emulator';
import type { Config } from '../config.ts';
import type { Logger } from '../logger.ts';

/**
 * Demo mode stands WB in with the emulator, in this process, on a free loopback port.
 * The seed fixes the generated seller, so the demo shows the same shop after every restart.
 */
export async function startDemoEmulator(config: Config, logger: Logger): Promise<WbEmulator> {
  const emulator = await startWbEmulator({ seed: config.WB_EMULATOR_SEED, host: '127.0.0.1', port: 0 });
  logger.info({ url: emulator.url }, 'demo WB emulator started');
  return emulator;
}
