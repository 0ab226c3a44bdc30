import { lazy, Suspense, useRef, useState } from 'react';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { LoadingButton } from '../../../components/loading-button';
import { Field } from '../../../components/form/field';
import { config } from '../../../lib/config';
import { homeRouteFor, safeReturnPath } from '../../../lib/session/home-route';
import { useSessionStore } from '../../../lib/session/session-store';

interface LoginValues {
  companyCode: string;
  userName: string;
  password: string;
}

/** Three fields: react-hook-form's own rules are enough here (and keep the first page small). */
const RULES = {
  companyCode: {
    required: 'Enter your company code.',
    pattern: { value: /^\s*\d{1,9}\s*$/, message: 'The company code is a number, e.g. 1001.' },
  },
  userName: { validate: (value: string) => value.trim() !== '' || 'Enter your user name.' },
  password: { required: 'Enter your password.' },
} as const;

// Only the demo build carries the demo company list (it needs the data providers too).
const DemoCompanyList = config.demoBackend
  ? lazy(() => import('./demo-company-list').then((m) => ({ default: m.DemoCompanyList })))
  : null;

export const BAD_CREDENTIALS = 'The company code, user name or password is not correct. Check them and try again.';
// The API client's words for "no answer at all": its module brings axios, which this page loads later.
const NO_ANSWER = 'Network Error please check your connection';

/** The sign-in call (the API client, axios) loads when the person starts on the form, not with the page. */
const loadSignInCall = () => import('./sign-in-call');
const preloadSignInCall = () => void loadSignInCall().catch(() => undefined); // a failure is told on submit

export function LoginScreen() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const signIn = useSessionStore((state) => state.signIn);
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<LoginValues>({
    defaultValues: { companyCode: '', userName: '', password: '' },
  });
  // One sign-in call at a time, however often the button is pressed.
  const busy = useRef(false);
  const [signingIn, setSigningIn] = useState(false);

  const signInWith = async (values: LoginValues) => {
    if (busy.current) return;
    busy.current = true;
    setSigningIn(true);
    setRefusal(null);
    try {
      const { callSignIn } = await loadSignInCall();
      const answer = await callSignIn({
        customerCode: Number(values.companyCode.trim()),
        userName: values.userName.trim(),
        password: values.password,
      });
      if (answer.kind !== 'signed-in') {
        setRefusal(answer.kind === 'bad-credentials' ? BAD_CREDENTIALS : answer.message);
        return;
      }
      signIn(answer.record);
      navigate(safeReturnPath(params.get('returnTo')) ?? homeRouteFor(answer.record.usr.pCode), { replace: true });
    } catch {
      setRefusal(NO_ANSWER); // the sign-in call's own file could not be fetched
    } finally {
      busy.current = false;
      setSigningIn(false);
    }
  };

  const fill = (companyCode: number, userName: string, password: string) => {
    preloadSignInCall();
    form.reset({ companyCode: String(companyCode), userName, password });
    setRefusal(null);
  };

  return (
    <>
      <h1 className="h4 mb-3">Sign in</h1>
      {refusal && (
        <div className="alert alert-danger" role="alert">
          {refusal}
        </div>
      )}
      <Form
        noValidate
        onFocus={preloadSignInCall}
        onSubmit={(event) => void form.handleSubmit(signInWith)(event)}
        aria-label="Sign in"
      >
        <Field
          id="login-company"
          label="Company code"
          inputMode="numeric"
          autoComplete="organization"
          form={form}
          name="companyCode"
          rules={RULES.companyCode}
        />
        <Field
          id="login-user"
          label="User name"
          autoComplete="username"
          form={form}
          name="userName"
          rules={RULES.userName}
        />
        <Field
          id="login-password"
          label="Password"
          type="password"
          autoComplete="current-password"
          form={form}
          name="password"
          rules={RULES.password}
        />
        <LoadingButton loading={signingIn} className="w-100">
          Sign in
        </LoadingButton>
      </Form>
      {DemoCompanyList && (
        <Suspense fallback={null}>
          <DemoCompanyList onPick={fill} />
        </Suspense>
      )}
      <p className="small mt-3 mb-0 text-center">
        <Link to="/steak/welcome">The product and its editions</Link>
      </p>
    </>
  );
}
