// The full-screen loading indicator shown while a screen or its data loads, announced to assistive technology.
import './Spinner.css';

export function Spinner() {
  return (
    <div className="spinner" role="status">
      <span className="spinner__wheel" aria-hidden="true" />
      <span className="visually-hidden">Loading</span>
    </div>
  );
}
