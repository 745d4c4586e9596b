import type { Translation } from "./catalog";
import type { ready } from "./ready.en";

const pt: Translation<typeof ready.en> = {
  title: "Ficha pronta",
  intro:
    "A foto e a descrição de uma criança ou de um idoso, guardadas só neste celular, prontas para uma emergência. Nada é enviado até você fazer um comunicado com ela.",
  storageError: "Este navegador não consegue guardar fichas (a navegação anônima pode impedir).",
  make: "Criar uma ficha",
  addAnother: "Adicionar outra ficha",
  age: "Idade: {{age}}",
  photoAdded: "Foto adicionada em {{date}}",
  noPhoto: "Ainda sem foto",
  renew: "Esta foto tem mais de seis meses. Adicione uma recente.",
  removeQuestion: "Remover deste celular a ficha de {{name}}?",
  remove: "Remover",
  keep: "Manter",
  use: "Comunicar com esta ficha",
  updatePhoto: "Atualizar a foto",
  edit: "Editar",
  removeFromPhone: "Remover deste celular",
};
export default pt;
