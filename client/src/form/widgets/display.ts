// How answers and composite nodes read: the form package's reading (form/src/display.ts), which the server's read-only view and the PDF share.
export { chosenTabId, fileSizeText, instanceLimit, instanceTitle, isShortList, shownInstanceCount, typedDateOf } from '@transfer/form';
