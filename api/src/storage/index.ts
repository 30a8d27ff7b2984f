import type { Config } from "../config.ts";
import { createLocalStorage } from "./local.ts";
import type { ObjectStorage } from "./storage.ts";

export function createStorage(config: Config): ObjectStorage {
  return createLocalStorage(config.dataDir);
}
