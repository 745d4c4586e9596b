// The public drills are opt-in: the subscribe form and the manage page ask, and nobody else
// gets them.
import { describe, expect, it } from "vitest";
import { andrea, subscribersTestApp } from "../../../test/helpers/subscribers.test-helpers";

const { subscribe, manage, storedRows } = subscribersTestApp();

describe("the drills opt-in", () => {
  it("is off unless the subscriber asks for the drills", async () => {
    expect((await subscribe(andrea)).statusCode).toBe(201);
    expect(
      (
        await subscribe({
          ...andrea,
          email: "b@example.gy",
          phone: null,
          whatsappEnabled: false,
          drillOptIn: true,
        })
      ).statusCode,
    ).toBe(201);
    expect((await storedRows()).map((r) => [r.email, r.drillOptIn])).toEqual([
      ["andrea.singh@example.gy", false],
      ["b@example.gy", true],
    ]);
  });

  it("is shown and changed on the manage page", async () => {
    expect((await subscribe(andrea)).statusCode).toBe(201);
    const [row] = await storedRows();
    expect((await manage("GET", row!.unsubscribeToken)).json().drillOptIn).toBe(false);
    const on = await manage("PATCH", row!.unsubscribeToken, { drillOptIn: true });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json().drillOptIn).toBe(true);
    expect((await storedRows())[0]!.drillOptIn).toBe(true);
    // Another change leaves it as it is.
    expect((await manage("PATCH", row!.unsubscribeToken, { name: "Andrea S." })).json().drillOptIn).toBe(
      true,
    );
    const off = await manage("PATCH", row!.unsubscribeToken, { drillOptIn: false });
    expect(off.json().drillOptIn).toBe(false);
  });

  it("refuses anything but true or false, naming the field", async () => {
    const res = await subscribe({ ...andrea, drillOptIn: "yes" });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: "drillOptIn" });
    expect(res.json().message).toContain("drillOptIn");
    expect(await storedRows()).toEqual([]);
    expect((await subscribe(andrea)).statusCode).toBe(201);
    const [row] = await storedRows();
    const patch = await manage("PATCH", row!.unsubscribeToken, { drillOptIn: 1 });
    expect(patch.statusCode).toBe(400);
    expect(patch.json()).toMatchObject({ field: "drillOptIn" });
  });
});
