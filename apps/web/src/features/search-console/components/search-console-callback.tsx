import { useEffect, useRef } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useCompleteSearchConsole } from '../api/search-console';

/**
 * Where Google sends the browser back: hands the code and state to the server (which checks
 * the state is this user's), then opens the website to pick the property.
 */
export function SearchConsoleCallback() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const complete = useCompleteSearchConsole();
  const isSent = useRef(false);
  const code = params.get('code');
  const state = params.get('state');
  const denied = params.get('error');

  useEffect(() => {
    if (isSent.current || !code || !state) {
      return;
    }
    isSent.current = true;
    complete.mutate(
      { code, state },
      { onSuccess: ({ website_id }) => navigate(`/websites/${website_id}`, { replace: true }) },
    );
  }, [code, state, complete, navigate]);

  const problem = denied
    ? 'Google did not give access to Search Console (the consent was cancelled).'
    : !code || !state
      ? 'This address lacks the answer from Google. Start again from the website.'
      : complete.isError
        ? complete.error.message
        : null;
  return (
    <main className="mx-auto max-w-xl space-y-3 px-4 py-10">
      <h1 className="text-lg font-semibold text-zinc-900">Connecting Search Console</h1>
      {problem ? (
        <>
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
            {problem}
          </p>
          <Link className="text-sm text-brand-700 underline" to="/websites">
            Back to your websites
          </Link>
        </>
      ) : (
        <p className="text-sm text-zinc-600" role="status">
          Checking Google’s answer…
        </p>
      )}
    </main>
  );
}
