export interface StoredObject {
  body: Uint8Array<ArrayBuffer>;
  contentType: string;
}

/**
 * Private object storage. Keys look like `<user id>/<timestamp>.<ext>`; nothing is ever public
 * or listable, and objects reach their owner only through the API.
 */
export interface ObjectStorage {
  readonly kind: "local" | "s3";
  put(key: string, body: Uint8Array, contentType: string): Promise<void>;
  get(key: string): Promise<StoredObject | null>;
  delete(key: string): Promise<void>;
  /** Checks that the backend is reachable and writable; used by /health. */
  check(): Promise<void>;
}
