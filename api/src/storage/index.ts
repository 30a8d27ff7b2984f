import type { Config } from "../config.ts";
import { createLocalStorage } from "./local.ts";
import { createS3Storage } from "./s3.ts";
import type { ObjectStorage } from "./storage.ts";

/** S3 when `S3_BUCKET` is set, otherwise files under DATA_DIR. */
export function createStorage(config: Config): ObjectStorage {
  return config.s3 ? createS3Storage(config.s3) : createLocalStorage(config.dataDir);
}
