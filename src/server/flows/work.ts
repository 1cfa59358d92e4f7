import "server-only";
import { env } from "../env";
import { pruneGeoCache } from "../geo/cache";
import { every, handleJob, pruneJobs } from "../jobs/jobs";
import { deleteUnusedOwnerImages } from "../owner/image-orphans";
import { fallBack, sendQueuedSms, sendQueuedWhatsapp } from "./message-jobs";
import { storage, uploadStorage } from "../storage/storage";
import { deleteOrphanUploads } from "../uploads/orphans";
import { sendStandinReceipts } from "../whatsapp/standin-receipts";
import {
  printJob,
  refundJob,
  smsJob,
  standinReceiptJob,
  whatsappFallbackJob,
  whatsappJob,
} from "./jobs";
import { courierRecheckEveryMs, recoverCourierBookings } from "./courier-recovery";
import { autoBook, courierBookingJob } from "./courier-jobs";
import { printOrder } from "./print-order";
import { refundPayment } from "./refund";
import { sweepOnlinePayments } from "./sweep-payments";

// What the job runner (src/server/jobs/jobs.ts) runs in this process: the handler of each kind of
// job the flows queue, and the work done now and then. Called before the worker starts (server
// start-up) and by a command that runs the jobs its change queued.

const HOUR_MS = 3600_000;

/**
 * How often the clean-up runs: hourly, or more often when unused payment proofs or owner images
 * are kept less than two hours (tests), so none outlives its age by more than half.
 */
function cleanUpEveryMs(): number {
  const shortest = Math.min(env().UPLOAD_ORPHAN_SECONDS, env().OWNER_IMAGE_ORPHAN_SECONDS);
  return Math.min(HOUR_MS, Math.max(1000, (shortest * 1000) / 2));
}

export function registerWork(): void {
  handleJob(smsJob, sendQueuedSms);
  // WhatsApp (issue 37): a message, its SMS fallback, and the stand-in's receipts.
  handleJob(whatsappJob, sendQueuedWhatsapp);
  handleJob(whatsappFallbackJob, fallBack);
  handleJob(standinReceiptJob, sendStandinReceipts);
  handleJob(refundJob, ({ orderId, reference }, { brandId }) =>
    refundPayment(brandId, orderId, reference),
  );
  handleJob(printJob, (job, { brandId }) => printOrder(brandId, job));
  handleJob(courierBookingJob, (job, { brandId }) => autoBook(brandId, job));
  every("clean-up", cleanUpEveryMs, async (db) => {
    await pruneJobs(db);
    await deleteOrphanUploads(db, uploadStorage(), env().UPLOAD_ORPHAN_SECONDS);
    await deleteUnusedOwnerImages(db, storage(), env().OWNER_IMAGE_ORPHAN_SECONDS);
    await pruneGeoCache(db);
  });
  // Online payments past their expiry, or not heard of (issue 20 item 5).
  every(
    "payments: sweep",
    () => env().PAYMENT_SWEEP_SECONDS * 1000,
    () => sweepOnlinePayments(),
  );
  // Courier bookings no webhook moved for a while (issue 38): asked again at the aggregator.
  every("couriers: recheck", courierRecheckEveryMs, recoverCourierBookings);
}
