import type { Locale } from '@airshop/domain/locales';

/** The texts of the "documents sent to you" mail, per locale. */
export interface SendMailTexts {
  subject: string;
  intro: string;
  messageLabel: string;
  filesLabel: string;
  footer: string;
}

const de: SendMailTexts = {
  subject: 'Dokumente von Airshop',
  intro: 'Sie haben Dokumente über die Airshop-Website erhalten. Sie finden sie im Anhang dieser E-Mail.',
  messageLabel: 'Nachricht des Absenders:',
  filesLabel: 'Angehängte Dokumente:',
  footer:
    'Diese E-Mail wurde auf Wunsch eines Besuchers der Airshop-Website versandt. Falls Sie sie nicht erwartet haben, können Sie sie ignorieren.',
};

const fr: SendMailTexts = {
  subject: 'Documents Airshop',
  intro:
    "Vous avez reçu des documents depuis le site web d'Airshop. Vous les trouverez en pièce jointe de cet e-mail.",
  messageLabel: "Message de l'expéditeur :",
  filesLabel: 'Documents joints :',
  footer:
    "Cet e-mail a été envoyé à la demande d'un visiteur du site web d'Airshop. Si vous ne l'attendiez pas, vous pouvez l'ignorer.",
};

/** Every locale of the spec; the type makes a missing one a compile error. */
export const SEND_MAIL_TEXTS: Record<Locale, SendMailTexts> = {
  en: {
    subject: 'Documents from Airshop',
    intro:
      'You have received documents from the Airshop website. You will find them attached to this e-mail.',
    messageLabel: 'Message from the sender:',
    filesLabel: 'Attached documents:',
    footer:
      "This e-mail was sent at the request of a visitor to the Airshop website. If you weren't expecting it, you can ignore it.",
  },
  sv: {
    subject: 'Dokument från Airshop',
    intro: 'Du har fått dokument via Airshops webbplats. Du hittar dem som bilagor i det här mejlet.',
    messageLabel: 'Meddelande från avsändaren:',
    filesLabel: 'Bifogade dokument:',
    footer:
      'Det här mejlet skickades på begäran av en besökare på Airshops webbplats. Om du inte väntade dig det kan du bortse från det.',
  },
  fi: {
    subject: 'Asiakirjoja Airshopista',
    intro: 'Sinulle on lähetetty asiakirjoja Airshopin verkkosivuilta. Ne ovat tämän sähköpostin liitteinä.',
    messageLabel: 'Lähettäjän viesti:',
    filesLabel: 'Liitteenä olevat asiakirjat:',
    footer:
      'Tämä sähköposti lähetettiin Airshopin verkkosivujen kävijän pyynnöstä. Jos et odottanut viestiä, voit jättää sen huomiotta.',
  },
  de,
  'de-AT': de,
  es: {
    subject: 'Documentos de Airshop',
    intro:
      'Ha recibido documentos a través del sitio web de Airshop. Los encontrará adjuntos a este correo electrónico.',
    messageLabel: 'Mensaje del remitente:',
    filesLabel: 'Documentos adjuntos:',
    footer:
      'Este correo electrónico se ha enviado a petición de un visitante del sitio web de Airshop. Si no lo esperaba, puede ignorarlo.',
  },
  fr,
  'fr-BE': fr,
  hu: {
    subject: 'Dokumentumok az Airshoptól',
    intro: 'Dokumentumokat kapott az Airshop weboldaláról. Ezeket az e-mail mellékleteként találja.',
    messageLabel: 'A feladó üzenete:',
    filesLabel: 'Csatolt dokumentumok:',
    footer:
      'Ezt az e-mailt az Airshop weboldalának egyik látogatója kérésére küldtük. Ha nem számított rá, nyugodtan figyelmen kívül hagyhatja.',
  },
  it: {
    subject: 'Documenti da Airshop',
    intro: 'Ha ricevuto dei documenti tramite il sito web di Airshop. Li trova in allegato a questa e-mail.',
    messageLabel: 'Messaggio del mittente:',
    filesLabel: 'Documenti allegati:',
    footer:
      'Questa e-mail è stata inviata su richiesta di un visitatore del sito web di Airshop. Se non la aspettava, può ignorarla.',
  },
  nl: {
    subject: 'Documenten van Airshop',
    intro: 'U hebt documenten ontvangen via de website van Airshop. U vindt ze als bijlage bij deze e-mail.',
    messageLabel: 'Bericht van de afzender:',
    filesLabel: 'Bijgevoegde documenten:',
    footer:
      'Deze e-mail is verstuurd op verzoek van een bezoeker van de website van Airshop. Als u deze e-mail niet verwachtte, kunt u hem negeren.',
  },
  'nl-BL': {
    subject: 'Documenten van Airshop',
    intro: 'U heeft documenten ontvangen via de website van Airshop. U vindt ze in bijlage bij deze e-mail.',
    messageLabel: 'Bericht van de afzender:',
    filesLabel: 'Documenten in bijlage:',
    footer:
      'Deze e-mail werd verstuurd op vraag van een bezoeker van de website van Airshop. Als u hem niet verwachtte, mag u hem negeren.',
  },
  pl: {
    subject: 'Dokumenty od Airshop',
    intro:
      'Otrzymali Państwo dokumenty za pośrednictwem strony internetowej Airshop. Znajdują się one w załączniku do tej wiadomości.',
    messageLabel: 'Wiadomość od nadawcy:',
    filesLabel: 'Załączone dokumenty:',
    footer:
      'Ta wiadomość została wysłana na prośbę osoby odwiedzającej stronę internetową Airshop. Jeśli się jej Państwo nie spodziewali, mogą ją Państwo zignorować.',
  },
  ro: {
    subject: 'Documente de la Airshop',
    intro: 'Ați primit documente prin intermediul site-ului Airshop. Le găsiți atașate la acest e-mail.',
    messageLabel: 'Mesajul expeditorului:',
    filesLabel: 'Documente atașate:',
    footer:
      'Acest e-mail a fost trimis la cererea unui vizitator al site-ului Airshop. Dacă nu îl așteptați, îl puteți ignora.',
  },
  tr: {
    subject: "Airshop'tan belgeler",
    intro:
      'Airshop web sitesi üzerinden size belgeler gönderildi. Belgeler bu e-postanın ekinde yer almaktadır.',
    messageLabel: 'Gönderenin mesajı:',
    filesLabel: 'Ekteki belgeler:',
    footer:
      'Bu e-posta, Airshop web sitesini ziyaret eden birinin isteği üzerine gönderilmiştir. Beklemiyorsanız dikkate almayabilirsiniz.',
  },
};

/** The plain-text body: intro, the sender's message (if any, quoted), the attached files, footer. */
export function sendMailBody(texts: SendMailTexts, message: string, fileNames: readonly string[]): string {
  const lines = [texts.intro, ''];
  const trimmed = message.trim();
  if (trimmed) {
    lines.push(texts.messageLabel, ...trimmed.split(/\r\n|\r|\n/).map((line) => `> ${line}`), '');
  }
  lines.push(texts.filesLabel, ...fileNames.map((name) => `- ${name}`), '', '--', texts.footer);
  return lines.join('\n');
}
