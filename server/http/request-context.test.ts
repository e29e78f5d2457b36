import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { clientAddressContext, cspNonceContext } from "./request-context";

describe("clientAddressContext", () => {
  it("defaults to 0.0.0.0 where no server sets it", () => {
    expect(new RouterContextProvider().get(clientAddressContext)).toBe("0.0.0.0");
  });

  it("carries the peer address the server sets", () => {
    const context = new RouterContextProvider();
    context.set(clientAddressContext, "203.0.113.9");
    expect(context.get(clientAddressContext)).toBe("203.0.113.9");
  });
});

describe("cspNonceContext", () => {
  it("is empty where no server sets it (pre-rendering bakes no nonce into a file)", () => {
    expect(new RouterContextProvider().get(cspNonceContext)).toBe("");
  });

  it("carries the nonce a server sets for the request", () => {
    const context = new RouterContextProvider();
    context.set(cspNonceContext, "r4nd0m");
    expect(context.get(cspNonceContext)).toBe("r4nd0m");
  });
});
