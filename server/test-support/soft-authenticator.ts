/**
 * A passkey in software for tests of the passkey ceremonies without a browser: an ES256 key
 * with "none" attestation, answering for the site's relying party unless told otherwise.
 */
import { createHash, generateKeyPairSync, randomBytes, sign } from "node:crypto";
import type { AuthenticationResponseJSON, AuthenticatorTransport, RegistrationResponseJSON } from "@simplewebauthn/server";
import { isoCBOR } from "@simplewebauthn/server/helpers";

export const sha256 = (data: string | Uint8Array) => createHash("sha256").update(data).digest();
export const b64url = (data: Uint8Array) => Buffer.from(data).toString("base64url");
export const RP = { origin: "https://www.vaigaidigital.in", rpID: "www.vaigaidigital.in", name: "Vaigai Digital" };

function uint32(value: number): Buffer {
  const buffer = Buffer.alloc(4);
  buffer.writeUInt32BE(value);
  return buffer;
}

/** `userVerified: false`: the authenticator saw the user (a tap) but did not verify them (no fingerprint, face or PIN). */
type Ceremony = { origin?: string; rpID?: string; type?: string; forgeAttestation?: boolean; userVerified?: boolean };

/** A passkey in software: an ES256 key pair, user presence and verification, its own counter. */
export class SoftAuthenticator {
  readonly rawId = new Uint8Array(randomBytes(16));
  readonly id = b64url(this.rawId);
  private readonly keys = generateKeyPairSync("ec", { namedCurve: "P-256" });
  counter = 0;

  /** The COSE public key the relying party keeps. */
  publicKey(): Uint8Array {
    const jwk = this.keys.publicKey.export({ format: "jwk" });
    return isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, new Uint8Array(Buffer.from(jwk.x!, "base64url"))],
        [-3, new Uint8Array(Buffer.from(jwk.y!, "base64url"))],
      ]),
    );
  }

  private clientData(challenge: string, type: string, origin: string): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }

  /**
   * Makes the passkey: "none" attestation, or with `forgeAttestation` a "packed" self-attestation
   * signed by another key (well-formed, so the library answers "not verified" rather than throwing).
   */
  register(
    challenge: string,
    { origin = RP.origin, rpID = RP.rpID, type = "webauthn.create", forgeAttestation = false, userVerified = true }: Ceremony = {},
    transports: AuthenticatorTransport[] = ["internal", "hybrid"],
  ): RegistrationResponseJSON {
    // Flags: user present (0x01), user verified (0x04), attested credential data (0x40).
    const authData = Buffer.concat([sha256(rpID), Buffer.from([0x41 | (userVerified ? 0x04 : 0)]), uint32(this.counter), Buffer.alloc(16), Buffer.from([0, this.rawId.length]), this.rawId, this.publicKey()]);
    const clientDataJSON = this.clientData(challenge, type, origin);
    const forger = generateKeyPairSync("ec", { namedCurve: "P-256" }).privateKey;
    const attestationObject = isoCBOR.encode(
      new Map<string, string | Map<string, number | Uint8Array> | Uint8Array>([
        ["fmt", forgeAttestation ? "packed" : "none"],
        [
          "attStmt",
          forgeAttestation
            ? new Map<string, number | Uint8Array>([
                ["alg", -7],
                ["sig", new Uint8Array(sign("sha256", Buffer.concat([authData, sha256(clientDataJSON)]), forger))],
              ])
            : new Map(),
        ],
        ["authData", new Uint8Array(authData)],
      ]),
    );
    return {
      id: this.id,
      rawId: this.id,
      type: "public-key",
      response: { clientDataJSON: b64url(clientDataJSON), attestationObject: b64url(attestationObject), transports },
      clientExtensionResults: {},
    };
  }

  /** Signs in: the counter goes up by one unless told what to send. */
  authenticate(
    challenge: string,
    { origin = RP.origin, rpID = RP.rpID, type = "webauthn.get", userVerified = true }: Ceremony = {},
    counter = ++this.counter,
  ): AuthenticationResponseJSON {
    const authenticatorData = Buffer.concat([sha256(rpID), Buffer.from([0x01 | (userVerified ? 0x04 : 0)]), uint32(counter)]);
    const clientDataJSON = this.clientData(challenge, type, origin);
    const signature = sign("sha256", Buffer.concat([authenticatorData, sha256(clientDataJSON)]), this.keys.privateKey);
    return {
      id: this.id,
      rawId: this.id,
      type: "public-key",
      response: { clientDataJSON: b64url(clientDataJSON), authenticatorData: b64url(authenticatorData), signature: b64url(signature) },
      clientExtensionResults: {},
    };
  }
}
