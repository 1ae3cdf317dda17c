"""Dense table text formats (``dense@format=words``): the text, the specs that carry it, saved indexes, adapters."""

import json
import shutil

import numpy as np
import pytest

from mt_raig.errors import ConfigError, DataError
from mt_raig.retrieval.base import EncoderOptions
from mt_raig.retrieval.dense import DenseRetriever
from mt_raig.retrieval.dual_encoder import DualEncoderEncoder
from mt_raig.retrieval.hybrid import parse_spec as hybrid_spec
from mt_raig.retrieval.join import parse_spec as join_spec
from mt_raig.retrieval.registry import load_encoder, load_retriever
from mt_raig.retrieval.st_dual_encoder import DenseSettings, SentenceTransformerDualEncoder
from mt_raig.retrieval.st_encoder import parse_spec as dense_spec
from mt_raig.retrieval.table_text import format_of, identifiers_as_words, table_text
from mt_raig.retrieval.training.config import TrainConfig
from mt_raig.retrieval.training.trainer import Trainer
from mt_raig.tables import Table
from test_training import read_log, tiny_config  # noqa: F401
from test_training import train_file  # noqa: F401  (pytest fixture)
from tiny_models import make_tiny_sentence_transformer

SCHEMA = [
    Table("t1", "cisco_ml2_apic_host_links", ("host_id", "linkName", "HTTPPort"), (("h_1", "eth0", "80"),)),
    Table("t2", "instanceFaults", ("instance_uuid", "code"), ()),
    Table("t3", "Life expectancy by country", ("Country", "Year"), (("France", "2001"),)),
]


@pytest.fixture(scope="module")
def tiny_st(tmp_path_factory):
    return str(make_tiny_sentence_transformer(tmp_path_factory.mktemp("tiny-st")))


def test_table_text_in_each_format():
    t1, t2, t3 = SCHEMA
    assert table_text(t1) == table_text(t1, "paper") == t1.serialize()
    assert table_text(t1, "words") == ("[TITLE] cisco ml 2 apic host links [HEADER] host id | link Name | HTTP Port "
                                       "[ROW 1] h_1 | eth0 | 80")  # rows as the paper writes them
    assert table_text(t2, "words") == "[TITLE] instance Faults [HEADER] instance uuid | code"  # schema-only
    assert table_text(t3, "words") == t3.serialize()  # plain words: the formats agree
    assert identifiers_as_words("Area (km_2) / __x") == "Area (km 2) / x"
    with pytest.raises(ConfigError, match="unknown table format 'xml'.*paper, words"):
        table_text(t1, "xml")


def test_spec_parsing_and_nesting():
    assert dense_spec(None) == (None, None)
    assert dense_spec("org/model@format=words") == ("org/model", "words")
    assert dense_spec("@format=paper") == (None, "paper")
    for bad in ("@format=xml", "m@pool=mean", "m@format=words,alpha=1"):
        with pytest.raises(ConfigError, match="unknown or bad dense option"):
            dense_spec(bad)
    # a group naming none of hybrid's options stays with the last part; several levels: innermost first
    assert hybrid_spec("bm25+dense@format=words") == (["bm25", "dense@format=words"], "score", None, 100)
    assert hybrid_spec("bm25+dense@format=words@rrf,depth=20") == (["bm25", "dense@format=words"], "rrf", None, 20)
    assert hybrid_spec("dense:m@format=words+bm25@w=1/2")[:3] == (["dense:m@format=words", "bm25"], "score", (1.0, 2.0))
    with pytest.raises(ConfigError, match="unknown hybrid option 'format=words'"):
        hybrid_spec("bm25+dense@format=words,score")  # one group mixing levels is refused
    assert join_spec("dense@format=words")[0] == "dense@format=words"
    base, options = join_spec("hybrid:bm25+dense@format=words@score@alpha=0.5")
    assert base == "hybrid:bm25+dense@format=words@score" and options["alpha"] == 0.5
    with pytest.raises(ConfigError, match="unknown or bad join option 'format=words'"):
        join_spec("dense@format=words,alpha=0.5")


def test_specs_build_encoders_in_the_named_format(tiny_st):
    opts = EncoderOptions(device="cpu")
    assert load_encoder(f"dense:{tiny_st}", opts).table_format == "paper"
    assert load_encoder(f"dense:{tiny_st}@format=words", opts).table_format == "words"
    hybrid = load_retriever(f"hybrid:bm25+dense:{tiny_st}@format=words@score", opts)
    assert hybrid.fusion == "score" and hybrid.parts[1].encoder.table_format == "words"
    join = load_retriever(f"join:hybrid:bm25+dense:{tiny_st}@format=words@alpha=0.5", opts)
    assert join.alpha == 0.5 and join.base.parts[1].encoder.table_format == "words"
    with pytest.raises(ConfigError, match="unknown or bad dense option 'max'"):
        load_retriever(f"hybrid:bm25+dense:{tiny_st}@max", opts)


def test_default_dense_spec_reads_options_after_the_name():
    assert load_encoder("dense@format=words", EncoderOptions(device="cpu")).table_format == "words"
    info = load_encoder("dense", EncoderOptions(device="cpu")).info()
    # the paper format's record is unchanged, so indexes saved before formats existed still load
    assert info["table_format"] == "Table.serialize() (paper B.4), truncated by the tokenizer"
    assert format_of(info["table_format"]) == "paper"


def test_index_saved_in_one_format_is_refused_in_the_other(tiny_st, tmp_path):
    opts = EncoderOptions(device="cpu")
    paper = DenseRetriever(load_encoder(f"dense:{tiny_st}", opts))
    paper.index(SCHEMA, progress=False)
    paper.save(tmp_path / "idx")
    words = DenseRetriever(load_encoder(f"dense:{tiny_st}@format=words", opts))
    with pytest.raises(DataError, match="built from format=paper table text, this retriever reads format=words.*rebuild"):
        words.load(tmp_path / "idx", SCHEMA)
    again = DenseRetriever(load_encoder(f"dense:{tiny_st}@format=paper", opts))
    again.load(tmp_path / "idx", SCHEMA)  # the same format loads
    words.index(SCHEMA, progress=False)
    assert not np.allclose(words._index.reconstruct(0), paper._index.reconstruct(0), atol=1e-4)  # t1's text differs
    np.testing.assert_allclose(words._index.reconstruct(2), paper._index.reconstruct(2), atol=1e-6)  # t3's does not


def test_untrained_dual_encoder_reads_the_same_words_text(tiny_st):
    ours = DualEncoderEncoder(SentenceTransformerDualEncoder.from_pretrained(DenseSettings(model=tiny_st, table_format="words")),
                              "cpu", None)
    ref = load_encoder(f"dense:{tiny_st}@format=words", EncoderOptions(device="cpu"))
    np.testing.assert_allclose(ours.encode_tables(SCHEMA, progress=False), ref.encode_tables(SCHEMA, progress=False), atol=1e-5)
    assert format_of(ours.info()["table_format"]) == "words"
    with pytest.raises(ConfigError, match="unknown table format"):
        DenseSettings(table_format="xml")


def test_train_config_table_format():
    assert TrainConfig(retriever="dense").table_format == "paper"
    with pytest.raises(ConfigError, match="table_format must be 'paper' or 'words'"):
        TrainConfig(retriever="dense", table_format="xml").validate()
    with pytest.raises(ConfigError, match="table_format applies to dense only"):
        TrainConfig(retriever="dtr", table_format="words").validate()


def test_adapter_saves_its_format_and_loads_with_it(tiny_st, train_file, tmp_path):  # noqa: F811
    cfg = tiny_config(None, train_file, tmp_path / "run", retriever=f"dense:{tiny_st}", table_format="words",
                      max_steps=2, eval_fraction=0.25, epochs=1)
    trainer = Trainer(cfg)
    trainer.train()
    adapter = tmp_path / "run" / "adapter"
    saved = json.loads((adapter / "dense_config.json").read_text())
    assert saved["table_format"] == "words"
    assert json.loads((tmp_path / "run" / "run.json").read_text())["config"]["table_format"] == "words"

    live = DualEncoderEncoder(trainer.module, "cpu", None)
    for spec in ("dense", "dense@format=words"):  # no format: the adapter's; the same format: accepted
        loaded = load_encoder(spec, EncoderOptions(adapter=str(adapter), device="cpu"))
        assert loaded.module.settings.table_format == "words"
        np.testing.assert_allclose(loaded.encode_tables(SCHEMA, progress=False), live.encode_tables(SCHEMA, progress=False),
                                   atol=1e-5)
    with pytest.raises(ConfigError, match="trained on format=words table text; use dense@format=words"):
        load_encoder("dense@format=paper", EncoderOptions(adapter=str(adapter), device="cpu"))

    # an adapter saved before formats existed has no table_format: it was trained on the paper's text
    del saved["table_format"]
    (adapter / "dense_config.json").write_text(json.dumps(saved))
    old = load_encoder("dense", EncoderOptions(adapter=str(adapter), device="cpu"))
    assert old.module.settings.table_format == "paper" and format_of(old.info()["table_format"]) == "paper"


def test_checkpoint_from_before_table_format_resumes_as_paper(tiny_st, train_file, tmp_path):  # noqa: F811
    common = dict(retriever=f"dense:{tiny_st}", max_steps=2, save_every=1, eval_fraction=0.25, epochs=1)
    Trainer(tiny_config(None, train_file, tmp_path / "run", **common)).train()
    checkpoints = tmp_path / "run" / "checkpoints"
    shutil.rmtree(checkpoints / "step-00000002")
    state_file = checkpoints / "step-00000001" / "trainer_state.json"
    state = json.loads(state_file.read_text())
    assert state["config"].pop("table_format") == "paper"  # as written before the setting existed
    state_file.write_text(json.dumps(state))
    with pytest.raises(DataError, match="table_format: 'paper' -> 'words'"):
        Trainer(tiny_config(None, train_file, tmp_path / "run", resume=True, table_format="words", **common)).train()
    Trainer(tiny_config(None, train_file, tmp_path / "run", resume=True, **common)).train()
    assert [e["step"] for e in read_log(tmp_path / "run") if e["event"] == "step"] == [1, 2]


def test_words_devset_config_differs_from_the_paper_one_only_in_format_and_output():
    from pathlib import Path

    from mt_raig.retrieval.training.config import load_config

    folder = Path(__file__).resolve().parents[1] / "configs" / "train"
    paper = load_config(folder / "dense-minilm-devset.yaml").to_dict()
    words = load_config(folder / "dense-minilm-words-devset.yaml").to_dict()
    differ = {k: (paper[k], words[k]) for k in paper if paper[k] != words[k]}
    assert differ == {"table_format": ("paper", "words"), "output_dir": ("out/devset/dense-minilm", "out/devset/dense-minilm-words")}
