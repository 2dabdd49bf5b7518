import type { Locale } from '@airshop/domain/locales';
import { USER_STATUS } from '@airshop/domain/user-status';

/** What a decision mail says: one kind per outcome the user notices. */
export const DECISION_MAIL_KINDS = [
  'stepApproved',
  'approved',
  'rejected',
  'removed',
  'onHold',
  'resumed',
] as const;
export type DecisionMailKind = (typeof DECISION_MAIL_KINDS)[number];

interface MailText {
  subject: string;
  body: string;
}

export interface DecisionMailTexts extends Record<DecisionMailKind, MailText> {
  /** `{name}` is the person's full name. */
  greeting: string;
  reasonLabel: string;
  footer: string;
}

/** The kind of mail for a status change: approvals on the way, the final one, and the others. */
export function decisionMailKind(from: number, to: number): DecisionMailKind {
  switch (to) {
    case USER_STATUS.RejectedByCompanyAdmin:
    case USER_STATUS.RejectedByBackOffice:
    case USER_STATUS.RejectedByWebshopManager:
      return 'rejected';
    case USER_STATUS.RemovedByBackOffice:
    case USER_STATUS.RemovedByCompanyAdmin:
      return 'removed';
    case USER_STATUS.OnHold:
      return 'onHold';
  }
  if (from === USER_STATUS.OnHold) return 'resumed';
  return to === USER_STATUS.Approved ? 'approved' : 'stepApproved';
}

const de: DecisionMailTexts = {
  greeting: 'Guten Tag {name},',
  stepApproved: {
    subject: 'Ihr Airshop-Konto: ein Freigabeschritt abgeschlossen',
    body: 'Ihr Antrag auf ein Airshop-Konto hat einen Freigabeschritt durchlaufen. Er geht jetzt in den nächsten Schritt; wir melden uns wieder, sobald darüber entschieden ist.',
  },
  approved: {
    subject: 'Ihr Airshop-Konto ist freigegeben',
    body: 'Ihr Airshop-Konto ist freigegeben. Melden Sie sich an, um Ihre Preise und Lagerbestände zu sehen und im Webshop zu bestellen.',
  },
  rejected: {
    subject: 'Ihr Antrag auf ein Airshop-Konto wurde abgelehnt',
    body: 'Leider wurde Ihr Antrag auf ein Airshop-Konto abgelehnt.',
  },
  removed: {
    subject: 'Ihr Airshop-Konto wurde geschlossen',
    body: 'Ihr Airshop-Konto wurde geschlossen; Sie können sich nicht mehr anmelden.',
  },
  onHold: {
    subject: 'Ihr Airshop-Konto ist vorübergehend gesperrt',
    body: 'Ihr Airshop-Konto wurde vorübergehend gesperrt. Solange die Sperre besteht, können Sie keine Preise und Lagerbestände sehen und nicht bestellen.',
  },
  resumed: {
    subject: 'Ihr Airshop-Konto ist nicht mehr gesperrt',
    body: 'Die vorübergehende Sperre Ihres Airshop-Kontos ist aufgehoben. War Ihr Konto bereits freigegeben, können Sie den Webshop wie gewohnt nutzen. Wurde Ihr Antrag noch geprüft, wird die Prüfung fortgesetzt; wir melden uns, sobald darüber entschieden ist.',
  },
  reasonLabel: 'Begründung:',
  footer: 'Bei Fragen wenden Sie sich bitte an Ihren Ansprechpartner im Airshop-Vertrieb.',
};

const fr: DecisionMailTexts = {
  greeting: 'Bonjour {name},',
  stepApproved: {
    subject: 'Votre compte Airshop : une étape de validation franchie',
    body: 'Votre demande de compte Airshop a franchi une étape de validation. Elle passe maintenant à l’étape suivante ; nous vous écrirons de nouveau dès qu’une décision aura été prise.',
  },
  approved: {
    subject: 'Votre compte Airshop est validé',
    body: 'Votre compte Airshop est validé. Connectez-vous pour voir vos prix et vos stocks et pour commander sur la boutique en ligne.',
  },
  rejected: {
    subject: 'Votre demande de compte Airshop a été refusée',
    body: 'Nous sommes au regret de vous informer que votre demande de compte Airshop a été refusée.',
  },
  removed: {
    subject: 'Votre compte Airshop a été fermé',
    body: 'Votre compte Airshop a été fermé et vous ne pouvez plus vous connecter.',
  },
  onHold: {
    subject: 'Votre compte Airshop est suspendu',
    body: 'Votre compte Airshop a été suspendu. Pendant la suspension, vous ne pouvez ni voir les prix et les stocks ni passer commande.',
  },
  resumed: {
    subject: 'Votre compte Airshop n’est plus suspendu',
    body: 'La suspension de votre compte Airshop a été levée. Si votre compte était validé, vous pouvez utiliser la boutique en ligne comme avant. Si votre demande était encore en cours d’examen, l’examen reprend et nous vous écrirons dès qu’une décision aura été prise.',
  },
  reasonLabel: 'Motif :',
  footer: 'Pour toute question, contactez votre interlocuteur commercial Airshop.',
};

/** Every locale of the spec; the type makes a missing one a compile error. */
export const DECISION_MAIL_TEXTS: Record<Locale, DecisionMailTexts> = {
  en: {
    greeting: 'Hello {name},',
    stepApproved: {
      subject: 'Your Airshop account: one approval step done',
      body: 'Your request for an Airshop account has passed one approval step. It now goes on to the next step; we will write to you again when it has been decided.',
    },
    approved: {
      subject: 'Your Airshop account is approved',
      body: 'Your Airshop account is approved. Sign in to see your prices and stock and to order in the web shop.',
    },
    rejected: {
      subject: 'Your request for an Airshop account was declined',
      body: 'We are sorry: your request for an Airshop account was declined.',
    },
    removed: {
      subject: 'Your Airshop account has been closed',
      body: 'Your Airshop account has been closed and you can no longer sign in.',
    },
    onHold: {
      subject: 'Your Airshop account is on hold',
      body: 'Your Airshop account has been put on hold. While it is on hold, you cannot see prices or stock or place orders.',
    },
    resumed: {
      subject: 'Your Airshop account is no longer on hold',
      body: 'Your Airshop account is no longer on hold. If it was approved, you can use the web shop as before. If your request was still being reviewed, the review continues and we will write to you when it has been decided.',
    },
    reasonLabel: 'Reason:',
    footer: 'If you have any questions, please get in touch with your Airshop sales contact.',
  },
  sv: {
    greeting: 'Hej {name},',
    stepApproved: {
      subject: 'Ditt Airshop-konto: ett godkännandesteg klart',
      body: 'Din ansökan om ett Airshop-konto har gått igenom ett godkännandesteg. Den går nu vidare till nästa steg, och vi hör av oss igen när den är avgjord.',
    },
    approved: {
      subject: 'Ditt Airshop-konto är godkänt',
      body: 'Ditt Airshop-konto är godkänt. Logga in för att se dina priser och lagersaldon och för att beställa i webbshoppen.',
    },
    rejected: {
      subject: 'Din ansökan om ett Airshop-konto har avslagits',
      body: 'Tyvärr har din ansökan om ett Airshop-konto avslagits.',
    },
    removed: {
      subject: 'Ditt Airshop-konto har avslutats',
      body: 'Ditt Airshop-konto har avslutats och du kan inte längre logga in.',
    },
    onHold: {
      subject: 'Ditt Airshop-konto är pausat',
      body: 'Ditt Airshop-konto har pausats. Så länge pausen gäller kan du inte se priser och lagersaldon eller beställa.',
    },
    resumed: {
      subject: 'Ditt Airshop-konto är inte längre pausat',
      body: 'Ditt Airshop-konto är inte längre pausat. Om kontot var godkänt kan du använda webbshoppen som tidigare. Om ansökan fortfarande granskades fortsätter granskningen, och vi hör av oss när den är avgjord.',
    },
    reasonLabel: 'Motivering:',
    footer: 'Har du frågor är du välkommen att kontakta din säljkontakt på Airshop.',
  },
  fi: {
    greeting: 'Hei {name},',
    stepApproved: {
      subject: 'Airshop-tilisi: yksi hyväksyntävaihe on valmis',
      body: 'Airshop-tilihakemuksesi on läpäissyt yhden hyväksyntävaiheen. Se siirtyy nyt seuraavaan vaiheeseen, ja ilmoitamme sinulle, kun asia on ratkaistu.',
    },
    approved: {
      subject: 'Airshop-tilisi on hyväksytty',
      body: 'Airshop-tilisi on hyväksytty. Kirjaudu sisään, niin näet hintasi ja varastosaldot ja voit tilata verkkokaupasta.',
    },
    rejected: {
      subject: 'Airshop-tilihakemuksesi hylättiin',
      body: 'Valitettavasti Airshop-tilihakemuksesi hylättiin.',
    },
    removed: {
      subject: 'Airshop-tilisi on suljettu',
      body: 'Airshop-tilisi on suljettu, etkä voi enää kirjautua sisään.',
    },
    onHold: {
      subject: 'Airshop-tilisi on jäädytetty',
      body: 'Airshop-tilisi on jäädytetty. Jäädytyksen aikana et näe hintoja etkä varastosaldoja etkä voi tehdä tilauksia.',
    },
    resumed: {
      subject: 'Airshop-tilisi jäädytys on päättynyt',
      body: 'Airshop-tilisi jäädytys on päättynyt. Jos tilisi oli hyväksytty, voit käyttää verkkokauppaa entiseen tapaan. Jos hakemuksesi oli vielä käsittelyssä, käsittely jatkuu, ja ilmoitamme sinulle, kun asia on ratkaistu.',
    },
    reasonLabel: 'Perustelu:',
    footer: 'Jos sinulla on kysyttävää, ota yhteyttä Airshopin myyntiyhteyshenkilöösi.',
  },
  de,
  'de-AT': de,
  es: {
    greeting: 'Hola, {name}:',
    stepApproved: {
      subject: 'Su cuenta de Airshop: se ha completado un paso de aprobación',
      body: 'Su solicitud de una cuenta de Airshop ha superado un paso de aprobación. Ahora pasa al siguiente paso; le escribiremos de nuevo cuando se haya tomado una decisión.',
    },
    approved: {
      subject: 'Su cuenta de Airshop ha sido aprobada',
      body: 'Su cuenta de Airshop ha sido aprobada. Inicie sesión para ver sus precios y existencias y para hacer pedidos en la tienda web.',
    },
    rejected: {
      subject: 'Su solicitud de una cuenta de Airshop ha sido rechazada',
      body: 'Lamentamos comunicarle que su solicitud de una cuenta de Airshop ha sido rechazada.',
    },
    removed: {
      subject: 'Su cuenta de Airshop ha sido cerrada',
      body: 'Su cuenta de Airshop ha sido cerrada y ya no puede iniciar sesión.',
    },
    onHold: {
      subject: 'Su cuenta de Airshop está en suspenso',
      body: 'Su cuenta de Airshop ha quedado en suspenso. Mientras lo esté, no podrá ver precios ni existencias ni hacer pedidos.',
    },
    resumed: {
      subject: 'Su cuenta de Airshop ya no está en suspenso',
      body: 'Su cuenta de Airshop ya no está en suspenso. Si estaba aprobada, puede usar la tienda web como antes. Si su solicitud aún estaba en revisión, la revisión continúa y le escribiremos cuando se haya tomado una decisión.',
    },
    reasonLabel: 'Motivo:',
    footer: 'Si tiene alguna pregunta, póngase en contacto con su contacto comercial de Airshop.',
  },
  fr,
  'fr-BE': fr,
  hu: {
    greeting: 'Kedves {name}!',
    stepApproved: {
      subject: 'Airshop-fiókja: egy jóváhagyási lépés teljesült',
      body: 'Airshop-fiókigénylése sikeresen átjutott egy jóváhagyási lépésen, és most a következő lépés következik. Amint döntés születik, ismét írunk Önnek.',
    },
    approved: {
      subject: 'Airshop-fiókját jóváhagytuk',
      body: 'Airshop-fiókját jóváhagytuk. Jelentkezzen be, hogy lássa az Önre érvényes árakat és a készletet, és rendelhessen a webáruházban.',
    },
    rejected: {
      subject: 'Airshop-fiókigénylését elutasítottuk',
      body: 'Sajnáljuk, de Airshop-fiókigénylését elutasítottuk.',
    },
    removed: {
      subject: 'Airshop-fiókját megszüntettük',
      body: 'Airshop-fiókját megszüntettük, így többé nem tud bejelentkezni.',
    },
    onHold: {
      subject: 'Airshop-fiókját felfüggesztettük',
      body: 'Airshop-fiókját ideiglenesen felfüggesztettük. A felfüggesztés ideje alatt nem láthatja az árakat és a készletet, és nem adhat le rendelést.',
    },
    resumed: {
      subject: 'Airshop-fiókja már nincs felfüggesztve',
      body: 'Airshop-fiókja felfüggesztését feloldottuk. Ha fiókját már jóváhagytuk, a webáruházat a megszokott módon használhatja. Ha igénylése még elbírálás alatt állt, az elbírálás folytatódik, és amint döntés születik, írunk Önnek.',
    },
    reasonLabel: 'Indoklás:',
    footer: 'Kérdés esetén forduljon bizalommal Airshop-értékesítési kapcsolattartójához.',
  },
  it: {
    greeting: 'Gentile {name},',
    stepApproved: {
      subject: 'Il Suo account Airshop: completata una fase di approvazione',
      body: 'La Sua richiesta di un account Airshop ha superato una fase di approvazione e passa ora alla fase successiva. Le scriveremo di nuovo non appena sarà presa una decisione.',
    },
    approved: {
      subject: 'Il Suo account Airshop è stato approvato',
      body: 'Il Suo account Airshop è stato approvato. Acceda per vedere i Suoi prezzi e le disponibilità e per ordinare nel negozio online.',
    },
    rejected: {
      subject: 'La Sua richiesta di un account Airshop è stata respinta',
      body: 'Siamo spiacenti: la Sua richiesta di un account Airshop è stata respinta.',
    },
    removed: {
      subject: 'Il Suo account Airshop è stato chiuso',
      body: 'Il Suo account Airshop è stato chiuso e non è più possibile accedervi.',
    },
    onHold: {
      subject: 'Il Suo account Airshop è sospeso',
      body: 'Il Suo account Airshop è stato sospeso. Durante la sospensione non potrà vedere prezzi e disponibilità né effettuare ordini.',
    },
    resumed: {
      subject: 'Il Suo account Airshop non è più sospeso',
      body: 'La sospensione del Suo account Airshop è stata revocata. Se l’account era già approvato, può usare il negozio online come prima. Se la richiesta era ancora in esame, l’esame prosegue e Le scriveremo non appena sarà presa una decisione.',
    },
    reasonLabel: 'Motivo:',
    footer: 'Per qualsiasi domanda, si rivolga al Suo referente commerciale Airshop.',
  },
  nl: {
    greeting: 'Beste {name},',
    stepApproved: {
      subject: 'Uw Airshop-account: een goedkeuringsstap is afgerond',
      body: 'Uw aanvraag voor een Airshop-account is door een goedkeuringsstap gekomen en gaat nu naar de volgende stap. We laten u weten wanneer er een besluit is genomen.',
    },
    approved: {
      subject: 'Uw Airshop-account is goedgekeurd',
      body: 'Uw Airshop-account is goedgekeurd. Log in om uw prijzen en voorraad te zien en te bestellen in de webshop.',
    },
    rejected: {
      subject: 'Uw aanvraag voor een Airshop-account is afgewezen',
      body: 'Helaas is uw aanvraag voor een Airshop-account afgewezen.',
    },
    removed: {
      subject: 'Uw Airshop-account is opgeheven',
      body: 'Uw Airshop-account is opgeheven; u kunt niet meer inloggen.',
    },
    onHold: {
      subject: 'Uw Airshop-account is tijdelijk geblokkeerd',
      body: 'Uw Airshop-account is tijdelijk geblokkeerd. Zolang de blokkering duurt, kunt u geen prijzen en voorraad zien en niet bestellen.',
    },
    resumed: {
      subject: 'Uw Airshop-account is niet langer geblokkeerd',
      body: 'De tijdelijke blokkering van uw Airshop-account is opgeheven. Was uw account al goedgekeurd, dan kunt u de webshop weer gebruiken zoals voorheen. Werd uw aanvraag nog beoordeeld, dan gaat de beoordeling verder en laten we u weten wanneer er een besluit is genomen.',
    },
    reasonLabel: 'Reden:',
    footer: 'Hebt u vragen? Neem dan contact op met uw verkoopcontactpersoon bij Airshop.',
  },
  'nl-BL': {
    greeting: 'Beste {name},',
    stepApproved: {
      subject: 'Uw Airshop-account: een goedkeuringsstap is doorlopen',
      body: 'Uw aanvraag voor een Airshop-account heeft een goedkeuringsstap doorlopen en gaat nu naar de volgende stap. Wij laten u iets weten zodra er een beslissing genomen is.',
    },
    approved: {
      subject: 'Uw Airshop-account werd goedgekeurd',
      body: 'Uw Airshop-account werd goedgekeurd. Meld u aan om uw prijzen en voorraad te bekijken en te bestellen in de webshop.',
    },
    rejected: {
      subject: 'Uw aanvraag voor een Airshop-account werd geweigerd',
      body: 'Helaas werd uw aanvraag voor een Airshop-account geweigerd.',
    },
    removed: {
      subject: 'Uw Airshop-account werd afgesloten',
      body: 'Uw Airshop-account werd afgesloten; u kunt zich niet meer aanmelden.',
    },
    onHold: {
      subject: 'Uw Airshop-account werd tijdelijk geblokkeerd',
      body: 'Uw Airshop-account werd tijdelijk geblokkeerd. Zolang de blokkering loopt, kunt u geen prijzen en voorraad bekijken en niet bestellen.',
    },
    resumed: {
      subject: 'Uw Airshop-account is niet langer geblokkeerd',
      body: 'De tijdelijke blokkering van uw Airshop-account werd opgeheven. Was uw account al goedgekeurd, dan kunt u de webshop opnieuw gebruiken zoals voorheen. Werd uw aanvraag nog beoordeeld, dan loopt de beoordeling verder en laten wij u iets weten zodra er een beslissing genomen is.',
    },
    reasonLabel: 'Reden:',
    footer: 'Hebt u vragen? Neem dan contact op met uw verkoopcontactpersoon bij Airshop.',
  },
  pl: {
    greeting: 'Dzień dobry {name},',
    stepApproved: {
      subject: 'Konto Airshop: zakończono jeden etap akceptacji',
      body: 'Państwa wniosek o konto Airshop przeszedł jeden etap akceptacji i trafia teraz do kolejnego etapu. Napiszemy ponownie, gdy zapadnie decyzja.',
    },
    approved: {
      subject: 'Państwa konto Airshop zostało zatwierdzone',
      body: 'Państwa konto Airshop zostało zatwierdzone. Prosimy się zalogować, aby zobaczyć swoje ceny i stany magazynowe oraz składać zamówienia w sklepie internetowym.',
    },
    rejected: {
      subject: 'Wniosek o konto Airshop został odrzucony',
      body: 'Z przykrością informujemy, że Państwa wniosek o konto Airshop został odrzucony.',
    },
    removed: {
      subject: 'Państwa konto Airshop zostało zamknięte',
      body: 'Państwa konto Airshop zostało zamknięte i logowanie nie jest już możliwe.',
    },
    onHold: {
      subject: 'Państwa konto Airshop zostało wstrzymane',
      body: 'Państwa konto Airshop zostało tymczasowo wstrzymane. W tym czasie nie widzą Państwo cen ani stanów magazynowych i nie mogą składać zamówień.',
    },
    resumed: {
      subject: 'Państwa konto Airshop nie jest już wstrzymane',
      body: 'Wstrzymanie Państwa konta Airshop zostało zniesione. Jeśli konto było już zatwierdzone, mogą Państwo korzystać ze sklepu internetowego tak jak wcześniej. Jeśli wniosek był jeszcze rozpatrywany, jego rozpatrywanie trwa dalej, a o decyzji poinformujemy Państwa w osobnej wiadomości.',
    },
    reasonLabel: 'Uzasadnienie:',
    footer: 'W razie pytań prosimy o kontakt z opiekunem handlowym Airshop.',
  },
  ro: {
    greeting: 'Bună ziua, {name},',
    stepApproved: {
      subject: 'Contul dumneavoastră Airshop: o etapă de aprobare a fost finalizată',
      body: 'Cererea dumneavoastră pentru un cont Airshop a trecut de o etapă de aprobare și trece acum la etapa următoare. Vă vom scrie din nou când se va lua o decizie.',
    },
    approved: {
      subject: 'Contul dumneavoastră Airshop a fost aprobat',
      body: 'Contul dumneavoastră Airshop a fost aprobat. Autentificați-vă pentru a vedea prețurile și stocurile și pentru a comanda din magazinul online.',
    },
    rejected: {
      subject: 'Cererea dumneavoastră pentru un cont Airshop a fost respinsă',
      body: 'Ne pare rău, cererea dumneavoastră pentru un cont Airshop a fost respinsă.',
    },
    removed: {
      subject: 'Contul dumneavoastră Airshop a fost închis',
      body: 'Contul dumneavoastră Airshop a fost închis și nu vă mai puteți autentifica.',
    },
    onHold: {
      subject: 'Contul dumneavoastră Airshop a fost suspendat',
      body: 'Contul dumneavoastră Airshop a fost suspendat temporar. Cât timp este suspendat, nu puteți vedea prețurile și stocurile și nu puteți plasa comenzi.',
    },
    resumed: {
      subject: 'Contul dumneavoastră Airshop nu mai este suspendat',
      body: 'Suspendarea contului dumneavoastră Airshop a fost ridicată. Dacă contul era deja aprobat, puteți folosi magazinul online ca înainte. Dacă cererea era încă în analiză, analiza continuă și vă vom scrie când se va lua o decizie.',
    },
    reasonLabel: 'Motiv:',
    footer: 'Pentru orice întrebare, vă rugăm să contactați persoana de contact de vânzări Airshop.',
  },
  tr: {
    greeting: 'Sayın {name},',
    stepApproved: {
      subject: 'Airshop hesabınız: bir onay adımı tamamlandı',
      body: 'Airshop hesap başvurunuz bir onay adımını geçti ve şimdi bir sonraki adıma geçiyor. Karar verildiğinde size tekrar yazacağız.',
    },
    approved: {
      subject: 'Airshop hesabınız onaylandı',
      body: 'Airshop hesabınız onaylandı. Fiyatlarınızı ve stok durumunu görmek ve web mağazasından sipariş vermek için oturum açın.',
    },
    rejected: {
      subject: 'Airshop hesap başvurunuz reddedildi',
      body: 'Üzgünüz, Airshop hesap başvurunuz reddedildi.',
    },
    removed: {
      subject: 'Airshop hesabınız kapatıldı',
      body: 'Airshop hesabınız kapatıldı ve artık oturum açamazsınız.',
    },
    onHold: {
      subject: 'Airshop hesabınız askıya alındı',
      body: 'Airshop hesabınız geçici olarak askıya alındı. Hesabınız askıdayken fiyatları ve stok durumunu göremez, sipariş veremezsiniz.',
    },
    resumed: {
      subject: 'Airshop hesabınız artık askıda değil',
      body: 'Airshop hesabınızın askıya alınması kaldırıldı. Hesabınız onaylanmışsa web mağazasını eskisi gibi kullanabilirsiniz. Başvurunuz henüz inceleniyorsa inceleme devam ediyor; karar verildiğinde size yazacağız.',
    },
    reasonLabel: 'Gerekçe:',
    footer: 'Sorularınız için Airshop satış temsilcinizle iletişime geçebilirsiniz.',
  },
};

/** The plain-text mail: greeting, what happened, the reason when given, footer. */
export function decisionMailBody(
  texts: DecisionMailTexts,
  kind: DecisionMailKind,
  name: string,
  reason: string | null,
): string {
  const lines = [texts.greeting.replace('{name}', name), '', texts[kind].body, ''];
  if (reason) lines.push(texts.reasonLabel, ...reason.split(/\r\n|\r|\n/).map((line) => `> ${line}`), '');
  lines.push('--', texts.footer);
  return lines.join('\n');
}
