import { OTP_LENGTH, PHONE_MIN_LENGTH, TIMINGS } from "@down/common/sign-in-constants";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { Link, useLocation, useSearch } from "wouter";
import { isApiError } from "@/lib/api-client";
import { sendOtp, verifyOtp } from "@/lib/auth/auth-calls";
import { useAuth } from "@/lib/auth/auth-provider";
import { useBackCloses } from "@/lib/back-closes";
import { toast } from "@/lib/lazy-toast";
import { LoginHero } from "../components/login-hero";
import { PhoneStep } from "../components/phone-step";

type Step = "phone" | "code";

// The code step (and input-otp inside it) is not needed before first paint: it starts loading when the
// number is sent, alongside that request, so it is there by the time the code has been sent.
const loadCodeStep = () => import("../components/code-step");
const CodeStep = lazy(async () => ({ default: (await loadCodeStep()).CodeStep }));

// docs/product.md#errors-and-notices wording. Kept here rather than imported from common/schemas/auth, whose phone check would
// pull libphonenumber into the login bundle; the server still validates with that schema.
const INVALID_PHONE_MESSAGE = "Please enter a valid phone number";
const INVALID_CODE_MESSAGE = "Please enter the 6-digit verification code";
const SEND_FAILED = "Failed to send verification code. Please try again.";
const VERIFY_FAILED = "The verification code is incorrect. Please try again.";
/** The server's words for a code that took too many wrong guesses: only a new code helps then. */
const CODE_BURNED = "Too many attempts. Please request a new code.";

const showInvalidPhone = () => toast.error("Invalid phone number", { description: INVALID_PHONE_MESSAGE });

/** A banned number: the server's words, which say plainly that it can't sign in again. */
const bannedMessage = (error: unknown) => (isApiError(error, 403) ? error.serverMessage : null);

/** A number the server rejects reads like one caught here; rate limits keep the server's words. */
function showSendFailure(error: unknown) {
  if (isApiError(error, 400)) {
    showInvalidPhone();
    return;
  }
  const description = isApiError(error, 429) && error.serverMessage ? error.serverMessage : SEND_FAILED;
  toast.error("Error", { description });
}

export function LoginPage() {
  const { signIn } = useAuth();
  const [, navigate] = useLocation();
  const accountDeleted = new URLSearchParams(useSearch()).has("deleted");
  const [step, setStep] = useState<Step>("phone");
  const [phone, setPhone] = useState("");
  const [code, setCode] = useState("");
  const [devOtp, setDevOtp] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [codeBurned, setCodeBurned] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const redirectTimer = useRef<number | undefined>(undefined);
  // The phone's Back on the code step returns to the number instead of leaving /login (lib/back-closes.ts).
  useBackCloses(step === "code", () => setStep("phone"));

  useEffect(() => () => window.clearTimeout(redirectTimer.current), []);

  const handleSend = async () => {
    const trimmed = phone.trim();
    if (!trimmed || trimmed.length < PHONE_MIN_LENGTH) {
      showInvalidPhone();
      return;
    }
    setBusy(true);
    setRefusal(null);
    void loadCodeStep();
    try {
      const result = await sendOtp(trimmed);
      setDevOtp(result.devOtp ?? null);
      setCode("");
      setCodeBurned(false);
      setStep("code");
      toast.success("Code sent!", {
        description: result.devOtp ? "Your code is displayed below" : "Check your phone for the verification code",
      });
    } catch (error) {
      const banned = bannedMessage(error);
      if (banned) setRefusal(banned);
      else showSendFailure(error);
    } finally {
      setBusy(false);
    }
  };

  const handleVerify = async () => {
    if (code.length !== OTP_LENGTH) {
      toast.error("Invalid code", { description: INVALID_CODE_MESSAGE });
      return;
    }
    setBusy(true);
    try {
      const user = await verifyOtp(phone.trim(), code);
      toast.success("Welcome to DOWN!", { description: "You're now logged in" });
      // Sign in and navigate together, so the /login guard does not send a new user to the dashboard first.
      redirectTimer.current = window.setTimeout(() => {
        signIn(user);
        // A brand-new person starts on Explore (docs/product.md); how DOWN works (/intro) is a link from there.
        navigate(user.isNewUser ? "/explore" : "/dashboard", { replace: true });
      }, TIMINGS.loginRedirectMs);
    } catch (error) {
      const banned = bannedMessage(error);
      if (banned) {
        setRefusal(banned);
        setStep("phone");
        setCode("");
        setBusy(false);
        return;
      }
      const burned = isApiError(error, 401) && error.serverMessage === CODE_BURNED;
      const limited = isApiError(error, 429) ? error.serverMessage : null;
      const description = burned ? CODE_BURNED : (limited ?? VERIFY_FAILED);
      if (burned) setCodeBurned(true);
      toast.error("Invalid code", { description });
      setBusy(false);
    }
  };

  const changePhone = () => {
    setStep("phone");
    setCode("");
    setDevOtp(null);
  };

  return (
    <div className="relative isolate flex min-h-dvh flex-col overflow-hidden">
      <div
        aria-hidden="true"
        className="absolute -top-40 left-1/2 -z-10 size-[36rem] -translate-x-1/2 rounded-full bg-accent/15 blur-3xl dark:bg-accent/10"
      />
      <main
        id="main"
        className="mx-auto flex w-full max-w-[480px] flex-1 flex-col gap-10 px-6 pt-[calc(max(3rem,9dvh)+env(safe-area-inset-top))] pb-12"
      >
        <LoginHero />
        {accountDeleted ? (
          <p
            role="status"
            className="rounded-2xl border border-border bg-surface px-4 py-3 text-center text-sm font-medium"
          >
            Your account has been deleted.
          </p>
        ) : null}
        <section
          aria-labelledby="login-title"
          className="rounded-3xl border border-border bg-surface/90 p-6 shadow-card backdrop-blur-sm"
        >
          <h1 id="login-title" className="mb-1 text-xl font-semibold tracking-tight">
            {step === "phone" ? "Sign in with your phone" : "Enter your code"}
          </h1>
          <p className="mb-6 text-sm text-muted-foreground">
            {step === "phone" ? "New here? Same steps — we'll set you up." : `It's ${OTP_LENGTH} digits long.`}
          </p>
          {refusal ? (
            <p
              role="alert"
              className="mb-4 rounded-xl border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive"
            >
              {refusal}
            </p>
          ) : null}
          {step === "phone" ? (
            <PhoneStep phone={phone} onPhoneChange={setPhone} busy={busy} onSubmit={handleSend} />
          ) : (
            <Suspense fallback={<p role="status">Loading...</p>}>
              <CodeStep
                phone={phone.trim()}
                code={code}
                onCodeChange={setCode}
                devOtp={devOtp}
                busy={busy}
                onSubmit={handleVerify}
                onChangePhone={changePhone}
                onSendNewCode={codeBurned ? handleSend : undefined}
              />
            </Suspense>
          )}
        </section>
        <p className="text-center text-xs text-muted-foreground">
          By continuing you confirm you are 18 or older and agree to our{" "}
          <Link href="/terms" className="font-medium text-foreground underline underline-offset-2">
            Terms of Use
          </Link>{" "}
          and{" "}
          <Link href="/privacy" className="font-medium text-foreground underline underline-offset-2">
            Privacy Policy
          </Link>
          .
        </p>
      </main>
    </div>
  );
}
