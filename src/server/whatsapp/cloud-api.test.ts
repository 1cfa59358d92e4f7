import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FakeWhatsApp } from "../../../tests/support/fake-whatsapp";
import { startFakeWhatsApp } from "../../../tests/support/fake-whatsapp";
import { CloudApi } from "./cloud-api";
import { WhatsAppError } from "./provider";

// The Cloud API adapter against Meta's API faked on loopback: the template message as Meta
// documents it, the message id it answers, and which failures are worth another try.

const ACCOUNT = {
  phoneNumberId: "106540352242922",
  accessToken: "EAAJB-test-token-0123456789",
  appSecret: "app-secret-never-sent",
};

let fake: FakeWhatsApp;
beforeAll(async () => {
  fake = await startFakeWhatsApp({ [ACCOUNT.phoneNumberId]: ACCOUNT.accessToken }, [
    "kedai_order_ready",
    "kedai_sign_in_code",
  ]);
});
afterAll(() => fake.close());

const api = () => new CloudApi(`${fake.url}/`);

async function failureOf(call: Promise<unknown>): Promise<WhatsAppError> {
  const error = await call.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(WhatsAppError);
  return error as WhatsAppError;
}

describe("CloudApi", () => {
  it("sends a template with its language and body parameters, answering Meta's message id", async () => {
    const { providerId } = await api().sendTemplate(ACCOUNT, {
      to: "+6281234567890",
      template: "kedai_order_ready",
      language: "id",
      parameters: ["Dapur Kue", "1042", "https://demo.kedai.id/o/1042"],
      text: "never sent",
    });
    expect(providerId).toMatch(/^wamid\.fake\d+$/);
    const [request] = fake.to("+6281234567890");
    expect(request?.path).toBe(`/v21.0/${ACCOUNT.phoneNumberId}/messages`);
    expect(request?.token).toBe(ACCOUNT.accessToken);
    expect(request?.body).toEqual({
      messaging_product: "whatsapp",
      recipient_type: "individual",
      to: "6281234567890",
      type: "template",
      template: {
        name: "kedai_order_ready",
        language: { code: "id" },
        components: [
          {
            type: "body",
            parameters: [
              { type: "text", text: "Dapur Kue" },
              { type: "text", text: "1042" },
              { type: "text", text: "https://demo.kedai.id/o/1042" },
            ],
          },
        ],
      },
    });
    expect(JSON.stringify(request?.body)).not.toContain(ACCOUNT.appSecret);
  });

  it("puts a sign-in code in the body and on the copy-code button", async () => {
    await api().sendTemplate(ACCOUNT, {
      to: "+6281234567891",
      template: "kedai_sign_in_code",
      language: "en",
      parameters: ["48213"],
      code: "48213",
    });
    expect(fake.to("+6281234567891")[0]?.body.template).toEqual({
      name: "kedai_sign_in_code",
      language: { code: "en" },
      components: [
        { type: "body", parameters: [{ type: "text", text: "48213" }] },
        {
          type: "button",
          sub_type: "url",
          index: "0",
          parameters: [{ type: "text", text: "48213" }],
        },
      ],
    });
  });

  it("tests an account with Meta's hello_world in en_US", async () => {
    await api().sendTest(ACCOUNT, "+6281234567892");
    expect(fake.to("+6281234567892")[0]?.body.template).toEqual({
      name: "hello_world",
      language: { code: "en_US" },
    });
  });

  it("tells a refusal (bad number, missing template, wrong token) from a failure worth another try", async () => {
    const send = (to: string, template = "kedai_order_ready", account = ACCOUNT) =>
      api().sendTemplate(account, { to, template, language: "en", parameters: [] });
    const undeliverable = await failureOf(send("+6281234560003"));
    expect(undeliverable.permanent).toBe(true);
    expect(undeliverable.message).toContain("131026");
    expect((await failureOf(send("+6281234567893", "kedai_no_such"))).permanent).toBe(true);
    const wrongToken = await failureOf(
      send("+6281234567894", "kedai_order_ready", {
        ...ACCOUNT,
        accessToken: "EAAJB-wrong-token",
      }),
    );
    expect(wrongToken.permanent).toBe(true);
    expect(wrongToken.message).not.toContain("EAAJB");
    expect((await failureOf(send("+6281234560005"))).permanent).toBe(false);
    expect((await failureOf(send("+6281234560006"))).permanent).toBe(false);
  });

  it("counts an API that cannot be reached, or does not answer in time, as worth another try", async () => {
    const closed = new CloudApi("http://127.0.0.1:9/v21.0");
    const unreachable = await failureOf(
      closed.sendTemplate(ACCOUNT, {
        to: "+6281234567895",
        template: "kedai_order_ready",
        language: "en",
        parameters: [],
      }),
    );
    expect(unreachable.permanent).toBe(false);
    expect(unreachable.message).not.toContain(ACCOUNT.accessToken);
  });
});
