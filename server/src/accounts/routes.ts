// The REST account routes of docs/product.md §10.2: each hands its JSON body to the account requests and answers their JSON.
import type { RestRoute } from '../http/rest';
import type { AccountRequests } from './requests';

export function accountRoutes(requests: AccountRequests): RestRoute[] {
  return [
    { method: 'post', path: '/public/signup', handle: (req) => requests.signUp(req, req.body ?? {}) },
    { method: 'post', path: '/public/confirm', handle: (req) => requests.confirm(req, req.body ?? {}) },
    { method: 'post', path: '/public/resend-confirm', handle: (req) => requests.resendConfirmation(req, req.body ?? {}) },
    { method: 'post', path: '/public/login', handle: (req) => requests.logIn(req, req.body ?? {}) },
    { method: 'post', path: '/public/forgot-password', handle: (req) => requests.forgotPassword(req, req.body ?? {}) },
    { method: 'post', path: '/public/reset-password', handle: (req) => requests.resetPassword(req, req.body ?? {}) },
    { method: 'get', path: '/api/logout', changesState: true, handle: (req) => requests.logOut(req) },
  ];
}
