import type { SeedServices } from "./db/seed";
import { storeJpegPhoto } from "./modules/photos/photos.service";
import { publicLocalityOf } from "./modules/subscribers/locality";

/** The modules' functions the demo data uses (db/seed.ts may not import modules itself). */
export const seedServices: SeedServices = { storeJpegPhoto, publicLocalityOf };
