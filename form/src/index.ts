// The public surface of the form package, shared by the client, the server and the PDF.
export * from './pages';
export * from './page-shell';
export * from './statuses';
export * from './inactivity';
export * from './partner';
export * from './messages';
export * from './definition/types';
export * from './account';
export { formDefinition, pageDefinition } from './definition';
export { addAnotherMax, addAnotherNodes, otherTabsAnswerKeys, tabAnswerKeys, tabGroupNodes, tabGroupOf } from './definition/form-parts';
export { contactPeople, contactPersonOf, type ContactPerson } from './definition/people';
export { addAnotherPrefix, emailMaxLength, lookupMaxSuggestions, lookupTextMaxLength, maxAddAnotherInstances } from './definition/builders';
export { answerKeysOf, descKey, isQuestion, questionsIn } from './definition/walk';
export * from './options';
export {
  answersAfterChange,
  choiceOptions,
  clearHiddenAnswers,
  conditionHolds,
  formQuestions,
  questionLabel,
  isEmptyAnswer,
  isoDay,
  isRequired,
  isVisible,
  visibilityHolds,
  visibilityReads,
  visiblePlacedQuestions,
  visibleQuestions,
} from './conditions';
export { optionReads, requirementReads } from './condition-reads';
export * from './validation';
export * from './answers';
export * from './choices';
export * from './parse';
export * from './checks';
export { nodesIn, placedNodes, type Gate, type PlacedNode } from './definition/walk';
export * from './display';
export { assertNever } from './never';
export * from './review';
