// A table cell's column name, shown only where the staff's tables collapse to cards (screen readers have the column header).
export function CardLabel({ children }: { children: string }) {
  return (
    <span className="worklist-row__label" aria-hidden="true">
      {children}:{' '}
    </span>
  );
}
