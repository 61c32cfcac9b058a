"""A certificate or key that cannot be used is said in words, not OpenSSL's
("[SSL] PEM lib (_ssl.c:3905)")."""

from __future__ import annotations

from pathlib import Path

import trustme

from spades_tui import cli


def _said(capsys, tmp_path: Path, cert: Path, key: Path) -> str:  # type: ignore[no-untyped-def]
    argv = ["server", "--tls-cert", str(cert), "--tls-key", str(key)]
    assert cli.main([*argv, "--data-dir", str(tmp_path / "data")]) == 2
    return capsys.readouterr().err


def test_a_file_that_is_no_certificate_is_said_to_be_none(capsys, tmp_path: Path) -> None:
    text = tmp_path / "notes.txt"
    text.write_text("not a certificate\n", encoding="utf-8")
    err = _said(capsys, tmp_path, text, text)
    assert "the files are not a PEM certificate and its private key" in err, err
    assert "_ssl.c" not in err and "PEM lib" not in err


def test_a_key_of_another_certificate_is_said_not_to_belong(capsys, tmp_path: Path) -> None:
    authority = trustme.CA()
    one, other = authority.issue_cert("localhost"), authority.issue_cert("localhost")
    cert, key = tmp_path / "cert.pem", tmp_path / "key.pem"
    one.cert_chain_pems[0].write_to_path(cert)
    other.private_key_pem.write_to_path(key)
    err = _said(capsys, tmp_path, cert, key)
    assert "the key does not belong to the certificate" in err, err


def test_a_ca_file_that_holds_no_certificate_is_said_so_in_words(capsys, tmp_path: Path) -> None:
    """join --ca with a file of something else printed OpenSSL's own words:
    "[X509: NO_CERTIFICATE_OR_CRL_FOUND] no certificate or crl found (_ssl.c:4154)"."""
    text = tmp_path / "notes.txt"
    text.write_text("not a certificate\n", encoding="utf-8")
    argv = ["join", "wss://127.0.0.1:1", "K7PQ-M2XW-9HTR-C4DN", "--ca", str(text)]
    assert cli.main([*argv, "--data-dir", str(tmp_path / "data")]) == 2
    err = capsys.readouterr().err
    assert f"--ca: cannot use {text}: it holds no PEM certificate" in err, err
    assert "_ssl.c" not in err and "X509" not in err
