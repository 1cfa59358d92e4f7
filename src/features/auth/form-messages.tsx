export function FieldError({ id, message }: { id: string; message?: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="text-sm font-medium text-red-700">
      {message}
    </p>
  );
}

export function FormError({ message, detail }: { message: string; detail?: string | undefined }) {
  return (
    <div role="alert" className="rounded-xl bg-red-50 p-3 text-sm text-red-800">
      <p className="font-semibold">{message}</p>
      {detail && <p>{detail}</p>}
    </div>
  );
}
