import webpush from "web-push";
import type { Db } from "../db/client";
import type { VapidConfig } from "./config";
import { findSetting, insertSettingIfAbsent } from "./settings.repo";

// VAPID keys for web push (decision 015): from the environment when both are set, otherwise a
// pair generated once and kept in the settings table, so every instance and every restart signs
// with the same key (browsers' subscriptions are bound to the public key they were made with).

export const VAPID_SETTING_KEY = "vapid";

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

const isKeyPair = (v: unknown): v is { publicKey: string; privateKey: string } =>
  typeof v === "object" &&
  v !== null &&
  typeof (v as { publicKey?: unknown }).publicKey === "string" &&
  typeof (v as { privateKey?: unknown }).privateKey === "string";

export async function loadVapidKeys(db: Db, config: VapidConfig, now: Date): Promise<VapidKeys> {
  if (config.keys) return { ...config.keys, subject: config.subject };
  let stored = (await findSetting(db, VAPID_SETTING_KEY))?.value;
  if (!isKeyPair(stored)) {
    const generated = webpush.generateVAPIDKeys();
    await insertSettingIfAbsent(db, VAPID_SETTING_KEY, generated, now);
    stored = (await findSetting(db, VAPID_SETTING_KEY))?.value;
    if (!isKeyPair(stored)) throw new Error("the stored VAPID keys are not a key pair");
  }
  return { publicKey: stored.publicKey, privateKey: stored.privateKey, subject: config.subject };
}

/** Loads the keys once per process (and again after a failed load). */
export function vapidKeysOnce(db: Db, config: VapidConfig, now: () => Date): () => Promise<VapidKeys> {
  let pending: Promise<VapidKeys> | null = null;
  return () => {
    pending ??= loadVapidKeys(db, config, now()).catch((error: unknown) => {
      pending = null;
      throw error;
    });
    return pending;
  };
}
