// The account routes of docs/product.md §10.2 as typed calls; each rejects with the server's message (relay/rest.ts).
import { rest } from '../relay/rest';

export interface MessageAnswer {
  message: string;
}

export interface UsernameAnswer extends MessageAnswer {
  username: string;
}

export const accountApi = {
  signup: (username: string, password: string) => rest<UsernameAnswer>('POST', '/public/signup', { username, password }),
  confirm: (username: string, code: string) => rest<MessageAnswer>('POST', '/public/confirm', { username, code }),
  resendConfirm: (username: string) => rest<UsernameAnswer>('POST', '/public/resend-confirm', { username }),
  login: (username: string, password: string) => rest<UsernameAnswer>('POST', '/public/login', { username, password }),
  forgotPassword: (username: string) => rest<MessageAnswer>('POST', '/public/forgot-password', { username }),
  resetPassword: (reset: { username: string; password: string; confirm_password: string; id: string }) =>
    rest<MessageAnswer>('POST', '/public/reset-password', reset),
};
