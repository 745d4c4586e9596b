import { type Language, preferredLanguage } from "@shared/languages";
import { SCREEN_ROTATE_SECONDS, type ScreenAlert, type ScreenAlertsResponse } from "@shared/screens";
import { useEffect, useState } from "react";
import { ApiError } from "@/lib/api-client";
import { useConnectivity } from "@/lib/connectivity";
import { useScreenAlerts } from "../api/screen-alerts";
import { forgetScreenCopy } from "../screen-copy";
import { SCREEN_TEXTS, type ScreenTexts } from "../screen-texts";
import { formatScreenAsOf, formatScreenDateTime } from "../screen-time";
import { FullScreenButton, useWakeLock } from "./screen-device";

// A partner's screen (a shop, a school, a bus): the active alerts of its area, one at a time,
// readable across a room, in the screen's language. Nobody operates it: it turns to the next
// alert every few seconds, asks for the current alerts every minute, and shows its last copy
// with a note while the connection is down.

/** The position of the alert on screen, moving on every SCREEN_ROTATE_SECONDS. */
function useRotation(count: number): number {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (count < 2) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), SCREEN_ROTATE_SECONDS * 1000);
    return () => clearInterval(timer);
  }, [count]);
  return count === 0 ? 0 : index % count;
}

/** The page is in the screen's language, for screen readers and the browser's own texts. */
function useDocumentLanguage(language: Language, title: string): void {
  useEffect(() => {
    document.documentElement.lang = language;
    document.title = title;
  }, [language, title]);
}

// Sized by the display, so the whole alert fits on any screen, a bus's small one or a shop's
// television, landscape or portrait, and reads from across the room on a big one.
const big = {
  banner: "text-[clamp(1.25rem,min(4vw,7vh),6rem)] portrait:text-[clamp(1.25rem,min(5vw,3.5vh),6rem)]",
  name: "text-[clamp(2rem,min(6.5vw,10vh),12rem)] portrait:text-[clamp(2rem,min(9vw,5.5vh),12rem)]",
  age: "text-[clamp(1.5rem,min(4vw,6vh),7rem)] portrait:text-[clamp(1.5rem,min(6.5vw,4vh),7rem)]",
  label: "text-[clamp(1rem,min(2vw,3vh),3.5rem)] portrait:text-[clamp(1rem,min(3.2vw,2vh),3.5rem)]",
  place: "text-[clamp(1.25rem,min(3.4vw,5vh),6rem)] portrait:text-[clamp(1.25rem,min(5.5vw,3.4vh),6rem)]",
  call: "text-[clamp(1.25rem,min(3.6vw,6vh),6rem)] portrait:text-[clamp(1.25rem,min(5.5vw,3.4vh),6rem)]",
  small: "text-[clamp(1rem,min(1.6vw,2.6vh),3rem)] portrait:text-[clamp(1rem,min(2.6vw,1.6vh),3rem)]",
};

export function AlertScreen({ token }: { token: string }) {
  const query = useScreenAlerts(token);
  const { online } = useConnectivity();
  const [deviceLanguage] = useState(() => preferredLanguage(navigator.languages));
  const notInUse = query.error instanceof ApiError && query.error.status === 404;
  useEffect(() => {
    if (notInUse) forgetScreenCopy(token);
  }, [notInUse, token]);
  useWakeLock();

  const answer = notInUse ? undefined : query.data;
  // A screen turned off still speaks the language it was showing alerts in.
  const language = query.data?.language ?? deviceLanguage;
  const t = SCREEN_TEXTS[language];
  useDocumentLanguage(language, answer ? `${answer.brandName}: ${t.missing}` : t.missing);

  if (notInUse)
    return (
      <ScreenMessage language={language} testId="screen-not-in-use" lines={[t.notInUse, t.askForNewLink]} />
    );
  if (!answer)
    return (
      <ScreenMessage
        language={language}
        testId="screen-waiting"
        lines={[query.isError ? t.unreachable : t.loading]}
      />
    );
  return <ScreenAlerts answer={answer} t={t} showsOlderCopy={query.isError || !online} />;
}

function ScreenMessage({ language, testId, lines }: { language: Language; testId: string; lines: string[] }) {
  return (
    <main
      lang={language}
      data-testid={testId}
      className="fixed inset-0 flex flex-col items-center justify-center gap-[3vh] bg-white p-[5vw] text-center text-gray-950"
    >
      <h1 className={`${big.place} font-bold`}>{lines[0]}</h1>
      {lines.slice(1).map((line) => (
        <p key={line} className={big.label}>
          {line}
        </p>
      ))}
    </main>
  );
}

function ScreenAlerts({
  answer,
  t,
  showsOlderCopy,
}: {
  answer: ScreenAlertsResponse;
  t: ScreenTexts;
  showsOlderCopy: boolean;
}) {
  const index = useRotation(answer.alerts.length);
  const alert = answer.alerts[index];
  return (
    <main lang={answer.language} className="fixed inset-0 flex flex-col bg-white text-gray-950">
      <header className="flex items-center justify-between gap-[2vw] bg-red-700 px-[3vw] py-[1.5vh] text-white">
        <p className={`${big.banner} font-extrabold uppercase tracking-wide`}>{t.missing}</p>
        <p className={`${big.small} font-semibold`}>
          {answer.brandName}
          {answer.alerts.length > 1 && (
            <span data-testid="screen-position"> · {t.position(index + 1, answer.alerts.length)}</span>
          )}
        </p>
      </header>
      {showsOlderCopy && (
        <p
          role="status"
          data-testid="screen-offline-note"
          className={`${big.small} bg-amber-200 px-[3vw] py-[1vh] font-semibold text-amber-950`}
        >
          <OfflineNote answer={answer} t={t} />
        </p>
      )}
      {alert ? (
        <ShownAlert key={alert.id} alert={alert} language={answer.language} t={t} />
      ) : (
        <section
          data-testid="screen-empty"
          className="flex flex-1 flex-col items-center justify-center gap-[3vh] p-[5vw] text-center"
        >
          <h1 className={`${big.place} font-bold`}>{t.noAlerts}</h1>
          <p className={big.label}>{t.thankYou}</p>
        </section>
      )}
      <footer className="flex flex-wrap items-center gap-x-[3vw] gap-y-[1.5vh] bg-gray-950 px-[3vw] py-[1.5vh] text-white">
        <p className={`${big.call} flex-1 font-extrabold portrait:basis-full`} data-testid="screen-call">
          {alert ? t.callIfSeen(answer.emergencyPhone) : t.emergency(answer.emergencyPhone)}
        </p>
        {alert && (
          <figure className="flex items-center gap-[1.5vw]">
            <img
              src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(alert.qrSvg)}`}
              alt={t.qrCodeFor(alert.name)}
              className="size-[max(6rem,16vh)] bg-white portrait:size-[max(6rem,13vh)]"
            />
            <figcaption className={`${big.small} max-w-[16vw] portrait:max-w-[24vw]`}>
              {t.scanForDetails}
            </figcaption>
          </figure>
        )}
        <FullScreenButton language={answer.language} />
      </footer>
    </main>
  );
}

function OfflineNote({ answer, t }: { answer: ScreenAlertsResponse; t: ScreenTexts }) {
  const { time, day } = formatScreenAsOf(answer.generatedAt, answer.language, new Date());
  return t.offline(time, day);
}

function ShownAlert({ alert, language, t }: { alert: ScreenAlert; language: Language; t: ScreenTexts }) {
  return (
    <section
      data-testid="screen-alert"
      data-alert-id={alert.id}
      className="flex min-h-0 flex-1 gap-[3vw] overflow-hidden p-[3vw] portrait:flex-col"
    >
      <div className="flex shrink-0 items-center justify-center overflow-hidden rounded-lg bg-gray-200 landscape:h-full landscape:w-[34vw] portrait:h-[24vh]">
        {alert.photoUrl ? (
          <img src={alert.photoUrl} alt={t.photoOf(alert.name)} className="h-full w-full object-contain" />
        ) : (
          <p className={`${big.label} font-semibold text-gray-700`}>{t.noPhoto}</p>
        )}
      </div>
      <div className="flex min-w-0 flex-1 flex-col justify-center gap-[2vh]">
        <h1 data-testid="screen-name" className={`${big.name} line-clamp-2 font-extrabold leading-[1.05]`}>
          {alert.name}
        </h1>
        <p className={`${big.age} font-bold`}>{t.age(alert.age)}</p>
        <div>
          <p className={`${big.label} font-semibold uppercase text-gray-700`}>{t.lastSeen}</p>
          <p data-testid="screen-place" className={`${big.place} line-clamp-2 font-bold`}>
            {alert.lastLocation}
          </p>
          <p className={big.place}>{formatScreenDateTime(alert.lastSeen, language)}</p>
        </div>
      </div>
    </section>
  );
}
