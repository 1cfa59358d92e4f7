import "server-only";
import { env } from "./env";
import { remember } from "./remember.mjs";

// OpenTelemetry traces (issue 40 item 4, docs/metrics.md "Traces"): off unless
// OTEL_EXPORTER_OTLP_ENDPOINT names a collector. Next.js makes the spans itself (a request, its
// route, its render, each fetch); this only gives them somewhere to go: OTLP over HTTP, batched.
// The exporter reads the standard OTEL_* settings itself (OTEL_EXPORTER_OTLP_HEADERS,
// OTEL_SERVICE_NAME, OTEL_BSP_SCHEDULE_DELAY…). The SDK is loaded only when traces are on.

interface Tracing {
  shutdown(): Promise<void>;
}

const tracing = remember<{ provider?: Tracing }>("tracing", () => ({}));

/** Starts sending traces, when OTEL_EXPORTER_OTLP_ENDPOINT is set (the server's start). */
export async function startTracing(): Promise<boolean> {
  if (!env().OTEL_EXPORTER_OTLP_ENDPOINT || tracing.provider) return false;
  const [{ NodeTracerProvider, BatchSpanProcessor }, { OTLPTraceExporter }, resources] =
    await Promise.all([
      import("@opentelemetry/sdk-trace-node"),
      import("@opentelemetry/exporter-trace-otlp-http"),
      import("@opentelemetry/resources"),
    ]);
  // "kedai" unless OTEL_SERVICE_NAME or OTEL_RESOURCE_ATTRIBUTES say otherwise.
  const resource = resources
    .resourceFromAttributes({ "service.name": "kedai" })
    .merge(resources.detectResources({ detectors: [resources.envDetector] }));
  const provider = new NodeTracerProvider({
    resource,
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter())],
  });
  provider.register();
  tracing.provider = provider;
  return true;
}

/** Sends the spans still held and stops (the server's stop). */
export async function stopTracing(): Promise<void> {
  await tracing.provider?.shutdown();
}
