// The layout of the account screens: one centred card on a quiet background, outside the application frame.
import { Outlet } from 'react-router';
import './AuthLayout.css';

export function AuthLayout() {
  return (
    <main id="main-content" className="auth-layout" tabIndex={-1}>
      <Outlet />
    </main>
  );
}
