// Every page's answers at once, which validating the whole application and the Submit page's summary need: fetched only then, stored under the same fields the pages read, so saves keep them current.
import { toAnswers, type Answers } from '@transfer/form';
import { graphql } from 'relay-runtime';
import type { applicationAnswersQuery$data } from './__generated__/applicationAnswersQuery.graphql';

export const applicationAnswersQuery = graphql`
  query applicationAnswersQuery($everyPage: Boolean!) {
    profile @include(if: $everyPage) {
      application {
        id
        about: answers(page: "about")
        education: answers(page: "education")
        finalSteps: answers(page: "final-steps")
      }
    }
  }
`;

/** The three pages' answers in one map (each key is on one page only). */
export function allAnswersOf(data: applicationAnswersQuery$data | undefined): Answers {
  const application = data?.profile?.application;
  if (!application) return {};
  return { ...toAnswers(application.about), ...toAnswers(application.education), ...toAnswers(application.finalSteps) };
}
