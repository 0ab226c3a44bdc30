import { useCurrentScreen } from '../../../engine/current-screen';
import { useSession } from '../../../lib/session/session-store';
import { ChangePasswordForm } from './change-password-form';
import { ProfileDetails } from './profile-details';

/** Profile (/pages/profile and /dashboard/misprofile): the signed-in user's details and their password change. */
export function ProfileScreen() {
  const title = useCurrentScreen()?.title ?? 'Profile';
  const session = useSession();
  return (
    <section aria-labelledby="screen-title">
      <h1 id="screen-title" className="h3 mb-3">
        {title}
      </h1>
      {session === null ? (
        <p>Sign in to see your profile.</p>
      ) : (
        <div className="row g-3">
          <div className="col-lg-7">
            <ProfileDetails session={session} />
          </div>
          <div className="col-lg-5">
            <ChangePasswordForm />
          </div>
        </div>
      )}
    </section>
  );
}
