export * from "./alerts";
export * from "./chat";
export * from "./notifications";
export * from "./photos";
export * from "./staff";
export * from "./subscribers";
export * from "./rate-limits";
