// The applications' messages shown to students, declared once.
export const answersSavedMessage = 'Your answers have been saved.';
export const applicationSubmittedMessage = 'Your application has been submitted and can no longer be changed.';
export const applicationIncompleteMessage = 'Your application is missing some information.';
export const restoreLinkNotFoundMessage = 'These saved answers could not be found. They may have expired.';
export const savingTooOftenMessage = 'Your answers are being saved very often. Please wait a few seconds and try again.';
export const onlyLastInstanceMessage = 'Only the last one added can be removed. Reload the page to see what your application holds now.';
