/**
 * Whose order it is, beside its number on the board's card (issue 36 item 3): "#234567 Rina",
 * the name it was placed under (StaffOrder.customerName); nothing when it has none.
 */
export function CustomerName({ name }: { name: string | null }) {
  if (!name) return null;
  // The space is for the heading's words ("#234567 Rina" to a screen reader); flex drops it.
  return (
    <>
      {" "}
      <span data-testid="customer-name" className="min-w-0 text-2xl font-bold break-words">
        {name}
      </span>
    </>
  );
}
