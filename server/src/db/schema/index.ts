export * from "./alerts";
export * from "./cap";
export * from "./chat";
export * from "./notifications";
export * from "./photos";
export * from "./rate-limits";
export * from "./staff";
export * from "./subscribers";
