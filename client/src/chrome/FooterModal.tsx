// The footer's modals: a button that opens a dismissable dialog with a title and a close button.
import type { ReactNode } from 'react';
import { Button, DialogTrigger } from 'react-aria-components';
import { LazyModal } from '../ui/LazyModal';
import './FooterModal.css';

interface FooterModalProps {
  label: string;
  title: string;
  children: ReactNode;
}

export function FooterModal({ label, title, children }: FooterModalProps) {
  return (
    <DialogTrigger>
      <Button className="button footer-modal__trigger">{label}</Button>
      <LazyModal title={title} hasCloseButton>
        {children}
      </LazyModal>
    </DialogTrigger>
  );
}
