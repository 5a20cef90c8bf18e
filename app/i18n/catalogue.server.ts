import alumniEn from "./messages/en/alumni.ts";
import formsEn from "./messages/en/forms.ts";
import grievanceEn from "./messages/en/grievance.ts";
import consoleEn from "./messages/en/console.ts";
import homeEn from "./messages/en/home.ts";
import infoPageEn from "./messages/en/info-page.ts";
import noticesEn from "./messages/en/notices.ts";
import pagesEn from "./messages/en/pages.ts";
import screenReaderEn from "./messages/en/screen-reader.ts";
import shellEn from "./messages/en/shell.ts";
import statusEn from "./messages/en/status.ts";
import alumniHi from "./messages/hi/alumni.ts";
import formsHi from "./messages/hi/forms.ts";
import grievanceHi from "./messages/hi/grievance.ts";
import consoleHi from "./messages/hi/console.ts";
import homeHi from "./messages/hi/home.ts";
import infoPageHi from "./messages/hi/info-page.ts";
import noticesHi from "./messages/hi/notices.ts";
import pagesHi from "./messages/hi/pages.ts";
import screenReaderHi from "./messages/hi/screen-reader.ts";
import shellHi from "./messages/hi/shell.ts";
import statusHi from "./messages/hi/status.ts";
import programsEn from "./messages/en/programs.ts";
import programsHi from "./messages/hi/programs.ts";
import academicsEn from "./messages/en/academics.ts";
import academicsHi from "./messages/hi/academics.ts";
import campusesEn from "./messages/en/campuses.ts";
import campusesHi from "./messages/hi/campuses.ts";
import officialsEn from "./messages/en/officials.ts";
import officialsHi from "./messages/hi/officials.ts";
import mailEn from "./messages/en/mail.ts";
import mailHi from "./messages/hi/mail.ts";
import type { Language } from "./language.ts";
import type { Catalogue } from "./catalogue.ts";

/**
 * Every message in both languages. Server-only (the file name keeps it out of
 * the browser bundle): the server renders from it (app/entry.server.tsx), and the
 * build writes each namespace in each language as a file of its own that a browser
 * fetches when a page it shows needs it (scripts/vite-message-files.ts), so no
 * visitor downloads the other language or other pages' text.
 */
export const catalogue: Record<Language, Catalogue> = {
  en: {
    shell: shellEn,
    pages: pagesEn,
    status: statusEn,
    home: homeEn,
    screenReader: screenReaderEn,
    officials: officialsEn,
    campuses: campusesEn,
    academics: academicsEn,
    programs: programsEn,
    infoPage: infoPageEn,
    notices: noticesEn,
    forms: formsEn,
    grievance: grievanceEn,
    alumni: alumniEn,
    console: consoleEn,
    mail: mailEn,
  },
  hi: {
    shell: shellHi,
    pages: pagesHi,
    status: statusHi,
    home: homeHi,
    screenReader: screenReaderHi,
    officials: officialsHi,
    campuses: campusesHi,
    academics: academicsHi,
    programs: programsHi,
    infoPage: infoPageHi,
    notices: noticesHi,
    forms: formsHi,
    grievance: grievanceHi,
    alumni: alumniHi,
    console: consoleHi,
    mail: mailHi,
  },
};
