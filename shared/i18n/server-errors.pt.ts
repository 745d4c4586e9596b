import type { Translation } from "./catalog";
import type { serverErrors } from "./server-errors.en";

const pt: Translation<typeof serverErrors.en> = {
  failed: "Algo deu errado: {{message}}",
  tryAgain: "Tente de novo.",
  offline: "Não foi possível falar com o servidor. Confira sua conexão e tente de novo.",
  errors: {
    "Alert not found": "Alerta não encontrado",
    "Not found": "Não encontrado",
    "Invalid input": "Dados inválidos",
    "Request body is too large": "O que você enviou é grande demais",
    "Request body is not valid JSON": "Não foi possível ler o que você enviou. Tente de novo.",
    "Something went wrong on our side. Please try again.": "Algo deu errado do nosso lado. Tente de novo.",
    "This unsubscribe link is not valid. Please copy the whole link from the message.":
      "Este link para cancelar a inscrição não é válido. Copie o link completo da mensagem.",
    "This offer has expired. Turn on alerts on this phone from the link in any alert we send you.":
      "Esta oferta expirou. Ative os alertas neste telefone pelo link de qualquer alerta que enviarmos.",
    "Too many failed attempts. Please wait # minute and try again.":
      "Muitas tentativas sem sucesso. Aguarde # minuto e tente de novo.",
    "Too many failed attempts. Please wait # minutes and try again.":
      "Muitas tentativas sem sucesso. Aguarde # minutos e tente de novo.",
    "Rate limit exceeded, retry in # second": "Envios demais. Tente de novo em # segundo.",
    "Rate limit exceeded, retry in # seconds": "Envios demais. Tente de novo em # segundos.",
    "Rate limit exceeded, retry in # minute": "Envios demais. Tente de novo em # minuto.",
    "Rate limit exceeded, retry in # minutes": "Envios demais. Tente de novo em # minutos.",
    "Rate limit exceeded, retry in # hour": "Envios demais. Tente de novo em # hora.",
    "Rate limit exceeded, retry in # hours": "Envios demais. Tente de novo em # horas.",
    "must not contain control characters (other than tab and line breaks), U+FFFE, U+FFFF or broken (unpaired surrogate) characters":
      "Contém caracteres que não podem ser enviados. Digite de novo.",
    "must be at most # characters": "Deve ter no máximo # caracteres",
    "cannot be in the future": "Não pode estar no futuro",
    "must be a positive whole number": "Deve ser um número inteiro positivo",
    "is not one of your places": "Não é um dos seus lugares",
    "must be work, school or other": "Deve ser trabalho, escola ou outro",
    "must be a time from #:# to #:#, as HH:MM": "Deve ser um horário de #:# a #:#, como HH:MM",
    "Invalid moderator code": "Código de moderador inválido",
    "Message not found": "Mensagem não encontrada",
  },
};
export default pt;
