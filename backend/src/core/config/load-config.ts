import { AppConfig, ConfigError } from './app-config';

/** Loads configuration or stops the process with a message naming the bad variable. */
export function loadConfigOrExit(): AppConfig {
  try {
    return new AppConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`Configuration error: ${error.message}\n`);
      process.exit(78);
    }
    throw error;
  }
}
