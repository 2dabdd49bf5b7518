import type { Locale } from '@airshop/domain/locales';

/** The texts of the password-reset mail, per locale; `{link}` is replaced by the reset link. */
export interface ResetMailTexts {
  readonly subject: string;
  readonly greeting: (name: string) => string;
  readonly body: string;
  readonly validity: string;
  readonly ignore: string;
}

const de: ResetMailTexts = {
  subject: 'Passwort für Airshop zurücksetzen',
  greeting: (name) => `Hallo ${name},`,
  body: 'Sie haben ein neues Passwort für Ihr Airshop-Konto angefordert. Über diesen Link legen Sie es fest:',
  validity: 'Der Link ist eine Stunde lang gültig und kann nur einmal verwendet werden.',
  ignore:
    'Falls Sie das nicht angefordert haben, können Sie diese E-Mail ignorieren. Ihr Passwort bleibt unverändert.',
};

const fr: ResetMailTexts = {
  subject: 'Réinitialisation de votre mot de passe Airshop',
  greeting: (name) => `Bonjour ${name},`,
  body: 'Vous avez demandé un nouveau mot de passe pour votre compte Airshop. Choisissez-le en suivant ce lien :',
  validity: "Ce lien est valable une heure et ne peut être utilisé qu'une seule fois.",
  ignore:
    "Si vous n'êtes pas à l'origine de cette demande, ignorez cet e-mail : votre mot de passe reste inchangé.",
};

const nl: ResetMailTexts = {
  subject: 'Uw Airshop-wachtwoord opnieuw instellen',
  greeting: (name) => `Beste ${name},`,
  body: 'U hebt een nieuw wachtwoord voor uw Airshop-account aangevraagd. Via deze link stelt u het in:',
  validity: 'De link is een uur geldig en kan maar één keer worden gebruikt.',
  ignore: 'Hebt u dit niet aangevraagd? Dan kunt u deze e-mail negeren; uw wachtwoord blijft ongewijzigd.',
};

/** Every locale of the spec; the type makes a missing one a compile error. */
export const RESET_MAIL_TEXTS: Record<Locale, ResetMailTexts> = {
  en: {
    subject: 'Reset your Airshop password',
    greeting: (name) => `Hello ${name},`,
    body: 'You asked for a new password for your Airshop account. Choose it with this link:',
    validity: 'The link works for one hour and only once.',
    ignore: "If you didn't ask for this, you can ignore this e-mail. Your password stays as it is.",
  },
  sv: {
    subject: 'Återställ ditt lösenord till Airshop',
    greeting: (name) => `Hej ${name},`,
    body: 'Du har begärt ett nytt lösenord till ditt Airshop-konto. Välj det via den här länken:',
    validity: 'Länken gäller i en timme och kan bara användas en gång.',
    ignore: 'Om du inte har begärt detta kan du bortse från mejlet. Ditt lösenord förblir oförändrat.',
  },
  fi: {
    subject: 'Airshop-salasanan vaihtaminen',
    greeting: (name) => `Hei ${name},`,
    body: 'Pyysit uutta salasanaa Airshop-tilillesi. Voit valita sen tämän linkin kautta:',
    validity: 'Linkki on voimassa tunnin ja toimii vain kerran.',
    ignore: 'Jos et pyytänyt tätä, voit jättää viestin huomiotta. Salasanasi pysyy ennallaan.',
  },
  de,
  'de-AT': de,
  es: {
    subject: 'Restablecer tu contraseña de Airshop',
    greeting: (name) => `Hola, ${name}:`,
    body: 'Has solicitado una contraseña nueva para tu cuenta de Airshop. Elígela desde este enlace:',
    validity: 'El enlace es válido durante una hora y solo se puede usar una vez.',
    ignore: 'Si no lo has solicitado, puedes ignorar este correo. Tu contraseña no cambiará.',
  },
  fr,
  'fr-BE': fr,
  hu: {
    subject: 'Airshop-jelszó visszaállítása',
    greeting: (name) => `Kedves ${name}!`,
    body: 'Új jelszót kért Airshop-fiókjához. Ezen a linken állíthatja be:',
    validity: 'A link egy óráig érvényes, és csak egyszer használható.',
    ignore: 'Ha nem Ön kérte, hagyja figyelmen kívül ezt az e-mailt. A jelszava nem változik.',
  },
  it: {
    subject: 'Reimposta la password di Airshop',
    greeting: (name) => `Gentile ${name},`,
    body: 'Hai richiesto una nuova password per il tuo account Airshop. Puoi sceglierla da questo link:',
    validity: 'Il link è valido per un’ora e si può usare una sola volta.',
    ignore: 'Se non hai fatto tu la richiesta, ignora questa e-mail: la password resta invariata.',
  },
  nl,
  'nl-BL': nl,
  pl: {
    subject: 'Resetowanie hasła do Airshop',
    greeting: (name) => `Dzień dobry, ${name}!`,
    body: 'Poproszono o nowe hasło do Twojego konta Airshop. Możesz je ustawić, korzystając z tego linku:',
    validity: 'Link jest ważny przez godzinę i można go użyć tylko raz.',
    ignore: 'Jeśli to nie Ty wysłałeś prośbę, zignoruj tę wiadomość. Twoje hasło pozostanie bez zmian.',
  },
  ro: {
    subject: 'Resetarea parolei Airshop',
    greeting: (name) => `Bună ziua, ${name},`,
    body: 'Ați solicitat o parolă nouă pentru contul dumneavoastră Airshop. O puteți alege folosind acest link:',
    validity: 'Linkul este valabil o oră și poate fi folosit o singură dată.',
    ignore:
      'Dacă nu ați făcut această solicitare, ignorați acest e-mail. Parola dumneavoastră rămâne neschimbată.',
  },
  tr: {
    subject: 'Airshop şifrenizi sıfırlayın',
    greeting: (name) => `Merhaba ${name},`,
    body: 'Airshop hesabınız için yeni bir şifre istediniz. Şifrenizi bu bağlantıdan belirleyebilirsiniz:',
    validity: 'Bağlantı bir saat geçerlidir ve yalnızca bir kez kullanılabilir.',
    ignore: 'Bu isteği siz yapmadıysanız bu e-postayı dikkate almayın. Şifreniz değişmeden kalır.',
  },
};

export function resetMailBody(texts: ResetMailTexts, name: string, link: string): string {
  return [texts.greeting(name), '', texts.body, link, '', texts.validity, '', texts.ignore, ''].join('\n');
}
