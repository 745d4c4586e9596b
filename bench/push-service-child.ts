// The local fake push service (server/test/fakes/push-service.ts) in its own process, for the
// push benchmark: answers 201 to every POST /push/{id}, counts them (GET /count), prints its port.
import { FakePushService } from "../server/test/fakes/push-service";

const service = new FakePushService({ countOnly: true });
await service.start();
process.stdout.write(`${JSON.stringify({ port: Number(new URL(service.baseUrl).port) })}\n`);
// Never outlive the bench that started it.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) process.exit(0);
}, 1000);
process.on("SIGTERM", () => void service.stop().then(() => process.exit(0)));
