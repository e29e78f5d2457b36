import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { cspNonceContext } from "./csp-nonce";

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
