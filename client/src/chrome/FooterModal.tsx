// The frame of the footer's modals: a button that opens a dismissable dialog with a title and a close button.
import type { ReactNode } from 'react';
import { Button, Dialog, DialogTrigger, Heading, Modal, ModalOverlay } from 'react-aria-components';
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
      <ModalOverlay className="footer-modal__overlay" isDismissable>
        <Modal className="footer-modal">
          <Dialog className="footer-modal__dialog">
            <div className="footer-modal__header">
              <Heading slot="title">{title}</Heading>
              <Button slot="close" className="footer-modal__close" aria-label="Close">
                <span aria-hidden="true">×</span>
              </Button>
            </div>
            <div className="footer-modal__body">{children}</div>
          </Dialog>
        </Modal>
      </ModalOverlay>
    </DialogTrigger>
  );
}
