"use client";

import { ORDER_TIMES } from "@/domain/basket";
import { useBasket } from "./basket-provider";

export const DELIVERY_NOTE_ROWS = 2; // spec §9

/** Spec §2 "Time section": NOW or LATER; LATER asks for a note. */
export function TimeSection() {
  const time = useBasket((s) => s.deliveryOrPickupTime);
  const notes = useBasket((s) => s.deliveryNotes);
  const setTime = useBasket((s) => s.setTime);
  const setNotes = useBasket((s) => s.setNotes);
  return (
    <fieldset className="space-y-3">
      <legend className="mb-2 text-base font-bold">At Which time</legend>
      <div className="grid grid-cols-2 gap-2">
        {ORDER_TIMES.map((value) => (
          <label
            key={value}
            className="relative flex h-11 cursor-pointer items-center justify-center rounded-full border border-outline text-sm font-semibold has-checked:border-primary has-checked:bg-primary has-checked:text-on-primary has-focus-visible:outline-2 has-focus-visible:outline-primary"
          >
            <input
              type="radio"
              name="time"
              value={value}
              checked={time === value}
              onChange={() => setTime(value)}
              className="absolute inset-0 cursor-pointer opacity-0"
            />
            {value}
          </label>
        ))}
      </div>
      {time === "LATER" && (
        <div className="space-y-1">
          <label htmlFor="delivery-note" className="block text-sm font-semibold">
            Delivery Note
          </label>
          <textarea
            id="delivery-note"
            rows={DELIVERY_NOTE_ROWS}
            maxLength={500}
            value={notes}
            onChange={(e) => setNotes(e.target.value)}
            placeholder="When would you like it? e.g. tomorrow at 10:00"
            className="block w-full rounded-xl border border-outline bg-white p-3 text-sm"
          />
        </div>
      )}
    </fieldset>
  );
}
