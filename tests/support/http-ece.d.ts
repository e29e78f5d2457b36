/** The part of http_ece (no types of its own) the loopback push service uses to decrypt what it receives. */
declare module "http_ece" {
  export function decrypt(buffer: Buffer, params: { version: "aes128gcm"; privateKey: import("node:crypto").ECDH; authSecret: string }): Buffer;
}
