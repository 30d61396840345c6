import { useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { Alert, Button, Stack, Tooltip } from '@mui/material';
import { userMessage } from '../../../shared/errors.ts';
import { CHECK_WB_TOKEN_LIVE } from '../companies.graphql.ts';

interface Outcome {
  label: string;
  live: boolean;
  message: string;
}

/** Asks WB itself about each entered token, one after another, only when the person presses the button. */
export function LiveTokenCheck({ tokens }: { tokens: { label: string; token: string }[] }) {
  const client = useApolloClient();
  const [running, setRunning] = useState(false);
  const [outcomes, setOutcomes] = useState<Outcome[]>([]);

  const run = async () => {
    setRunning(true);
    const results: Outcome[] = [];
    for (const { label, token } of tokens) {
      try {
        const answer = await client.query({
          query: CHECK_WB_TOKEN_LIVE,
          variables: { tokenData: token },
          fetchPolicy: 'no-cache',
        });
        const check = answer.data!.checkWbTokenLive;
        results.push({ label, live: check.live && check.sameSeller !== false, message: check.message });
      } catch (failure) {
        results.push({ label, live: false, message: userMessage(failure, 'Не удалось проверить токен') });
      }
    }
    setOutcomes(results);
    setRunning(false);
  };

  return (
    <Stack spacing={1}>
      <Tooltip placement="right" title="WB разрешает такую проверку раз в минуту, а для базового токена — раз в сутки">
        <span>
          <Button variant="outlined" disabled={tokens.length === 0 || running} onClick={() => void run()}>
            {running ? 'Спрашиваем WB…' : 'Проверить в WB'}
          </Button>
        </span>
      </Tooltip>
      {outcomes.map((outcome) => (
        <Alert key={outcome.label} severity={outcome.live ? 'success' : 'error'}>
          {outcome.label}: {outcome.message}
        </Alert>
      ))}
    </Stack>
  );
}
