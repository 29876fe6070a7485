/** What is wrong with a field, beside it (the field points here with aria-describedby); nothing when all is well. */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p id={id} className="text-sm text-danger-700">
      {message}
    </p>
  ) : null;
}
