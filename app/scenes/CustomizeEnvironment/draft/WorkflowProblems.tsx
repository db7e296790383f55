import { Alert, Anchor, List, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { isActionName, isDocumentStatus } from '../../../../domain/workflow';
import { paramValues } from '../../../i18n/translateMessage';
import { documentTypeKeys } from '../../Routes/routeFields';
import { actionNameKey, statusFilterKey, statusNameKey } from '../labels';
import { type ProblemTarget, readProblem, type WorkflowProblem } from './problems';

/** A problem's parameters as names the user knows: statuses, actions, document types and filters by their name. */
function namedParams(t: TFunction, problem: WorkflowProblem): string[] {
  return problem.params.map((param, index) => {
    const role = problem.roles[index];
    if ((role === 'status' || role === 'next') && isDocumentStatus(param)) return t(statusNameKey(param));
    if (role === 'action' && isActionName(param)) return t(actionNameKey(param));
    const { documentType, filter } = problem.target;
    if (role === 'type' && documentType === param) return t(documentTypeKeys[documentType]);
    if (role === 'filter' && filter === param) return t(statusFilterKey(filter));
    return param;
  });
}

/** Translates a problem text, naming its statuses, actions, document types and filters as the user knows them. */
export function useProblemText(): (problem: WorkflowProblem) => string {
  const { t, i18n } = useTranslation();
  return (problem) =>
    i18n.exists(problem.key) ? t(problem.key, paramValues(namedParams(t, problem))) : problem.message;
}

type Props = {
  /** The problems as `Key%%param` texts (the server's 400 or the same check run before sending). */
  problems: readonly string[];
  /** Shows what a problem points at; absent where there is nothing to point at. */
  onPoint?: (target: ProblemTarget) => void;
};

/** Above the table: why the workflow cannot be saved, each problem in words and pointing at its rows. */
export function WorkflowProblems({ problems, onPoint }: Props) {
  const { t } = useTranslation();
  const textOf = useProblemText();
  if (problems.length === 0) return null;
  return (
    <Alert
      color="red"
      icon={<IconAlertTriangle size={16} />}
      title={t('Customize_Problems_Title', { 0: problems.length })}
      role="alert"
      mb="sm"
      data-testid="workflow-problems"
    >
      <List size="sm" spacing={2}>
        {problems.map((message) => {
          const problem = readProblem(message);
          const text = textOf(problem);
          const { target } = problem;
          return (
            <List.Item key={message} data-testid="workflow-problem">
              <Text size="sm" span>
                {text}
              </Text>
              {onPoint && (target.status || target.filter) && (
                <>
                  {' '}
                  <Anchor component="button" type="button" size="sm" onClick={() => onPoint(target)}>
                    {t('Customize_Show_Problem')}
                  </Anchor>
                </>
              )}
            </List.Item>
          );
        })}
      </List>
    </Alert>
  );
}
