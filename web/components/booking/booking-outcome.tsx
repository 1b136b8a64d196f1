import { Button } from '../ui/button.tsx';
/** The quote tool's last screen: the choice registered, or the callback asked for; then a new quote. */
export function BookingOutcome({
  title,
  message,
  action,
  onAction,
  children,
}: {
  title: string;
  message: string;
  action: string;
  onAction: () => void;
  children?: React.ReactNode;
}) {
  return (
    <div className="booking-outcome">
      <h2 data-view-heading tabIndex={-1}>
        {title}
      </h2>
      <p>{message}</p>
      {children}
      <Button type="button" onClick={onAction}>
        {action}
      </Button>
    </div>
  );
}
